// Command claimsite is the whole product in one binary: the public site,
// the admin area and their API.
//
//	claimsite [serve]                         run the site (default)
//	claimsite migrate                         apply database migrations and exit
//	claimsite create-admin --email --password create an admin, or reset one's password
//	claimsite backup --out FILE [--force]     checked copy of the SQLite database while it runs
//	claimsite restore --from FILE [--force]   put a checked SQLite backup in place (server stopped), erased leads erased again
//	claimsite demo-data --leads N [--days D] [--partners P] [--seed S] [--force] | --remove
//	                                          fill the database with synthetic demo leads, or remove them
//
// Settings come from CLAIMSITE_* variables or the matching flags; see the
// README or `claimsite serve -h`.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"syscall"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/billing"
	"claimsite/internal/config"
	"claimsite/internal/delivery"
	"claimsite/internal/httpapi"
	"claimsite/internal/leads"
	"claimsite/internal/logbuf"
	"claimsite/internal/mail"
	"claimsite/internal/media"
	"claimsite/internal/metrics"
	"claimsite/internal/onewrite"
	"claimsite/internal/outbox"
	"claimsite/internal/ratelimit"
	"claimsite/internal/reqlog"
	"claimsite/internal/seed"
	"claimsite/internal/ssr"
	"claimsite/internal/store"
	"claimsite/internal/trustedform"
	"claimsite/internal/webui"
	"claimsite/web"
)

func main() {
	restrictUmask()
	// Log lines leave in batches (a busy server logs a line per request);
	// warnings and errors leave at once.
	logOut := logbuf.New(os.Stderr, 100*time.Millisecond)
	accessLog = logOut
	// The level is CLAIMSITE_LOG_LEVEL's once the settings are read (open);
	// lines logged with a request's context carry its id (reqlog).
	log := slog.New(reqlog.Handler(logbuf.Handler(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: &logLevel}), logOut)))
	slog.SetDefault(log)
	cmd, args := "serve", os.Args[1:]
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch cmd {
	case "serve":
		err = serve(ctx, log, args)
	case "migrate":
		err = migrate(ctx, log, args)
	case "create-admin":
		err = createAdmin(ctx, log, args)
	case "backup":
		err = backup(ctx, log, args)
	case "restore":
		err = restore(ctx, log, args)
	case "demo-data":
		err = demoData(ctx, log, args)
	case "routes":
		err = routes(args)
	case "rebuild-summaries":
		err = rebuildSummaries(ctx, log, args)
	case "reset-mfa":
		err = resetMFA(ctx, log, args)
	default:
		err = fmt.Errorf("unknown command %q: want serve, migrate, create-admin, reset-mfa, backup, restore, demo-data or rebuild-summaries", cmd)
	}
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		log.Error("claimsite", "command", cmd, "err", err)
		logOut.Close()
		os.Exit(1)
	}
	logOut.Close()
}

// logLevel is the least severe level logged (CLAIMSITE_LOG_LEVEL).
var logLevel slog.LevelVar

// accessLog is where the log's lines go (main's batching writer): the
// server writes its per-request lines there directly (UseAccessLog).
// Nil (commands started by tests): they go through the logger.
var accessLog io.Writer

// loadConfig reads the settings in args (and the command's own flags,
// through extra), and sets the log level they name: every command reads
// its settings through here.
func loadConfig(args []string, extra ...func(*flag.FlagSet)) (config.Config, error) {
	cfg, err := config.Load(args, extra...)
	if err == nil {
		logLevel.Set(cfg.LogLevel)
	}
	return cfg, err
}

// open reads the settings in args (and the command's own flags, through
// extra) and opens the migrated database.
func open(ctx context.Context, args []string, extra ...func(*flag.FlagSet)) (config.Config, *store.Store, error) {
	cfg, err := loadConfig(args, extra...)
	if err != nil {
		return cfg, nil, err
	}
	st, err := store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
	return cfg, st, err
}

func serve(ctx context.Context, log *slog.Logger, args []string) error {
	cfg, st, unlock, err := openServing(ctx, args)
	if err != nil {
		return err
	}
	defer unlock()
	defer st.Close()
	hasher, err := auth.NewHasher(cfg.BcryptCost)
	if err != nil {
		return err
	}
	if err := prepare(ctx, log, cfg, st, hasher); err != nil {
		return err
	}
	if err := applyErasureList(ctx, log, st); err != nil {
		return err
	}
	images, err := fs.Sub(seed.Images, "images")
	if err != nil {
		return err
	}
	// Renders take one core fewer than the machine has (one on two
	// cores): however many pages miss the cache at once, cached pages,
	// the API and leads keep a core.
	renderer, err := ssr.New(web.ServerBundle, max(1, runtime.GOMAXPROCS(0)-1))
	if err != nil {
		return err
	}
	defer renderer.Close()
	app, err := webui.New(web.Dist(), webui.Options{Exists: httpapi.RecordExists(st), Renderer: renderer, Versions: st.ContentVersions, Log: log})
	if err != nil {
		return err
	}
	uploads := &media.Store{DB: st, Defaults: images}
	if err := importUploads(ctx, log, uploads, cfg.StorageDir); err != nil {
		return err
	}
	api := httpapi.New(st, uploads, hasher, cfg, log, app)
	if accessLog != nil {
		api.UseAccessLog(accessLog)
	}
	// Metrics are counted only when they are served (decision 028).
	var m *metrics.Metrics
	if cfg.MetricsAddr != "" {
		m = metrics.New()
		api.UseMetrics(m)
	}
	sender, err := mail.NewSender(cfg.SMTPURL, cfg.MailFrom, log)
	if err != nil {
		return err
	}
	// The operator's notices and the visitor's confirmation e-mail.
	announcements := delivery.Announcements(
		delivery.Notices(api.Composer(), func() []string { return api.Settings().Latest().NotifyEmails }),
		delivery.Confirmations(func() bool { return api.Settings().Latest().ConfirmationEmail }))
	st.SetIntake(store.Intake{PartnersPerLead: cfg.PartnersPerLead,
		LanguageFallback: func(context.Context) bool { return api.Settings().Latest().LanguageFallback },
		Prepare: func(ctx context.Context) (store.Announce, error) {
			announce, err := announcements(ctx) // before the lead's transaction: reads the live settings
			if err != nil {
				return nil, err
			}
			return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
				m.Routed(d.Outcome) // in the lead's transaction: counted just before its commit
				return announce(l, d)
			}, nil
		}})
	deliverer := delivery.New(st, api.Composer(), sender, cfg.WebhookAllowPrivate)
	instance, err := outbox.InstanceID(cfg.Addr, cfg.DataDir)
	if err != nil {
		return err
	}
	worker := outbox.NewWorker(st, log, instance, map[string]outbox.Kind{
		outbox.KindMail:    outbox.MailKind(sender),
		store.KindDelivery: delivery.Kind(deliverer, cfg.DeliveryRetry),
		// Notices to partners (lead.consent_revoked, lead.erased).
		store.KindPartnerNotice: delivery.NoticeKind(deliverer, cfg.DeliveryRetry),
		store.KindLowBalance:    delivery.LowBalanceKind(deliverer),
		store.KindWebhookTest:   delivery.PingKind(deliverer),
		store.KindInvoice:       delivery.InvoiceKind(deliverer),
		// Visitors' confirmation e-mails, the time of their consent in the
		// operator's time zone.
		store.KindLeadConfirmation: delivery.ConfirmationKind(deliverer, func() *time.Location { return api.Settings().Latest().Location() }),
		// Registered even without an API key, so a claim queued before the
		// key was removed ends failed instead of waiting for ever.
		leads.RetainKind: trustedform.New(st, cfg.TrustedFormAPIKey, func() string { return api.Settings().Latest().Brand }).Kind(),
	})
	api.OnQueued(worker.Wake)
	if m != nil {
		kinds := []string{outbox.KindMail, store.KindDelivery, store.KindPartnerNotice, store.KindLowBalance, store.KindWebhookTest, store.KindInvoice,
			store.KindLeadConfirmation, leads.RetainKind}
		worker.Observe = m.OutboxAttempt
		m.OutboxKinds(kinds...)
		m.Outbox(kinds, 3*time.Second, st.Now, st.OutboxBacklog)
		m.RateLimitRules(ratelimit.Names()...)
		m.DB(st.Pools())
	}
	workerCtx, stopWorker := context.WithCancel(context.WithoutCancel(ctx))
	workerDone := make(chan struct{})
	go func() {
		defer close(workerDone)
		worker.Run(workerCtx)
	}()
	// The worker stops after the server: requests finishing during the
	// shutdown may still queue mail, and whatever is left waits in the
	// database for the next start.
	defer func() {
		stopWorker()
		<-workerDone
	}()
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           api.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		ConnContext:       onewrite.ConnContext,
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	ln = onewrite.Listen(ln)
	if !cfg.RequireMFA {
		log.Warn("two-step sign-in is not required (CLAIMSITE_REQUIRE_MFA=false): for local development and tests only; on a real site admin, intake and partner accounts must have a second factor")
	}
	log.Info("listening", "addr", ln.Addr().String(), "database", string(st.Dialect()),
		"mail", mailMode(sender), "rate_limits", cfg.RateLimits.String())
	go sweepSessions(ctx, log, st)
	go issueInvoices(ctx, log, st, api)
	go fillSummaries(ctx, log, st)
	go runRetention(ctx, log, st, func(context.Context) time.Duration { return api.Settings().Latest().LeadRetention() })
	// Page views are written in batches; the last batch after the server
	// stopped taking requests (the deferred wait runs before the store
	// closes).
	visitsCtx, stopVisits := context.WithCancel(context.WithoutCancel(ctx))
	visitsDone := make(chan struct{})
	go func() {
		defer close(visitsDone)
		api.Visits().Run(visitsCtx)
	}()
	defer func() {
		stopVisits()
		<-visitsDone
	}()
	errc := make(chan error, 2)
	go func() { errc <- srv.Serve(ln) }()
	// /metrics listens apart from the site, never on the public address.
	var metricsSrv *http.Server
	if m != nil {
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			srv.Close()
			return fmt.Errorf("metrics listener: %w", err)
		}
		metricsSrv = metricsServer(m, log)
		log.Info("metrics listening", "addr", mln.Addr().String())
		go func() { errc <- fmt.Errorf("metrics: %w", metricsSrv.Serve(mln)) }()
	}
	select {
	case err := <-errc:
		srv.Close()
		if metricsSrv != nil {
			metricsSrv.Close()
		}
		return err
	case <-ctx.Done():
	}
	// SIGTERM: stop accepting, let requests in flight finish.
	log.Info("shutting down", "timeout", cfg.ShutdownTimeout.String())
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if metricsSrv != nil {
		// Scraped until the site stops, then closed with it.
		defer metricsSrv.Close()
	}
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("stopped")
	return nil
}

// metricsServer serves m at /metrics (and nothing else) on the
// operator's private listener.
func metricsServer(m *metrics.Metrics, log *slog.Logger) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler(log))
	return &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// mailMode says where mail goes, for the start-up log line (never the URL,
// which may hold a password).
func mailMode(s mail.Sender) string {
	if s.Logs() {
		return "log only (CLAIMSITE_SMTP_URL not set)"
	}
	return "smtp"
}

// prepare does the start-up work shared by serve: seed an empty database,
// publish the first consent wording of an empty database, and set up the configured admin.
func prepare(ctx context.Context, log *slog.Logger, cfg config.Config, st *store.Store, hasher *auth.Hasher) error {
	if cfg.Seed {
		seeded, err := seed.Run(ctx, st)
		if err != nil {
			return fmt.Errorf("seed: %w", err)
		}
		if seeded {
			log.Info("seeded default content")
		}
	}
	// The flags' wording is only the first version of an empty database,
	// and its Spanish wording the first Spanish version (decision 066):
	// after that the operator publishes new ones in the admin area.
	published, err := seed.ConsentTexts(ctx, st, store.ConsentText{Version: cfg.Site.ConsentVersion(), Text: cfg.Site.ConsentText()},
		seed.SpanishConsentFor(cfg.Site.Brand, cfg.Site.ConsentBrands))
	if err != nil {
		return fmt.Errorf("record consent text: %w", err)
	}
	for _, lang := range published {
		log.Info("consent text: first version published", "language", lang)
	}
	if cfg.AdminEmail != "" {
		admin := store.User{FirstName: "Site", LastName: "Admin", Email: cfg.AdminEmail}
		if err := setAdmin(ctx, st, hasher, admin, cfg.AdminPassword); err != nil {
			return err
		}
		log.Info("admin account ready (CLAIMSITE_ADMIN_EMAIL)")
	}
	return nil
}

// setAdmin creates the admin u, or gives the existing account of u.Email
// the admin role and this password, ending its sessions.
func setAdmin(ctx context.Context, st *store.Store, hasher *auth.Hasher, u store.User, password string) error {
	if len(password) < auth.MinPasswordLength {
		return fmt.Errorf("the admin password must be at least %d characters", auth.MinPasswordLength)
	}
	// Every start with CLAIMSITE_ADMIN_* comes here: when the account is
	// already that admin with that password nothing changes, and a restart
	// (or another instance starting) must not sign the admin out.
	if cur, err := st.UserByEmail(ctx, u.Email); err == nil && cur.Role == access.Admin && !cur.Disabled &&
		cur.EmailVerified && hasher.Check(cur.PasswordHash, password) {
		return nil
	}
	hash, err := hasher.Hash(password)
	if err != nil {
		return err
	}
	u.PasswordHash = hash
	_, err = st.SetAdmin(ctx, u)
	return err
}

// sweepSessions deletes expired sessions, the request counters of
// windows that have ended, and the experiments' visitor-day secrets and
// exposures past two days (decision 062), once an hour: once per clock
// hour across the instances sharing the database (store.ClaimJobRun).
func sweepSessions(ctx context.Context, log *slog.Logger, st *store.Store) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if mine, err := st.ClaimJobRun(ctx, "session_sweep", st.Now().Format("2006-01-02T15")); err != nil || !mine {
				if err != nil && ctx.Err() == nil {
					log.Warn("sweep sessions", "err", err)
				}
				continue
			}
			if err := st.DeleteExpiredSessions(ctx); err != nil && ctx.Err() == nil {
				log.Warn("sweep sessions", "err", err)
			}
			if err := st.DeleteOldRequestCounts(ctx); err != nil && ctx.Err() == nil {
				log.Warn("sweep request counts", "err", err)
			}
			if err := st.DeleteOldExperimentKeys(ctx); err != nil && ctx.Err() == nil {
				log.Warn("sweep experiment keys", "err", err)
			}
		}
	}
}

// issueInvoices runs the monthly invoice job once an hour on one of the
// instances sharing the database (store.ClaimJobRun), the first time a
// minute after start: on the 1st (operator's time zone) it issues every
// firm's invoice of the month that ended, and after a stop it catches
// up; the store issues each invoice once, so a run with nothing new
// issues nothing.
func issueInvoices(ctx context.Context, log *slog.Logger, st *store.Store, api *httpapi.Server) {
	first := time.NewTimer(time.Minute)
	defer first.Stop()
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-first.C:
		case <-t.C:
		}
		mine, err := st.ClaimJobRun(ctx, "invoices", st.Now().UTC().Format("2006-01-02T15"))
		if err == nil && mine {
			var issued []billing.IssuedInvoice
			issued, err = api.IssueMonthInvoices(ctx)
			if len(issued) > 0 {
				log.Info("invoices issued", "invoices", len(issued), "first", issued[0].Number, "last", issued[len(issued)-1].Number)
			}
		}
		if err != nil && ctx.Err() == nil {
			log.Warn("invoice job", "err", err)
		}
	}
}

func migrate(ctx context.Context, log *slog.Logger, args []string) error {
	_, st, err := open(ctx, args)
	if err != nil {
		return err
	}
	defer st.Close()
	v, err := st.Version(ctx)
	if err != nil {
		return err
	}
	log.Info("database migrated", "database", string(st.Dialect()), "version", v)
	return nil
}

// resetMFA takes an account's second factor away, for a person who lost
// their authenticator and cannot sign in: every session of the account
// ends, and the audit log records it as done on the server.
func resetMFA(ctx context.Context, log *slog.Logger, args []string) error {
	var email string
	_, st, err := open(ctx, args, func(fl *flag.FlagSet) {
		fl.StringVar(&email, "email", "", "the account's e-mail address")
	})
	if err != nil {
		return err
	}
	defer st.Close()
	if email == "" {
		return errors.New("reset-mfa needs --email")
	}
	u, err := st.UserByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("no account has the address %s", store.NormalizeEmail(email))
	}
	if err != nil {
		return err
	}
	if err := st.ResetSecondFactors(ctx, u.ID, nil); err != nil {
		return err
	}
	_, err = st.RecordAudit(ctx, store.AuditEvent{Action: "mfa_reset", RecordType: "user", RecordID: strconv.FormatInt(u.ID, 10),
		Summary: "claimsite reset-mfa on the server"})
	if err != nil {
		return err
	}
	log.Info("second factor reset; the account sets it up again at its next sign-in", "account_id", u.ID)
	return nil
}

func createAdmin(ctx context.Context, log *slog.Logger, args []string) error {
	var email, password, first, last string
	cfg, st, err := open(ctx, args, func(fl *flag.FlagSet) {
		fl.StringVar(&email, "email", "", "the admin's e-mail address")
		fl.StringVar(&password, "password", "", "the admin's password (8 characters or more)")
		fl.StringVar(&first, "first-name", "Site", "first name")
		fl.StringVar(&last, "last-name", "Admin", "last name")
	})
	if err != nil {
		return err
	}
	defer st.Close()
	if email == "" || password == "" {
		return errors.New("create-admin needs --email and --password")
	}
	hasher, err := auth.NewHasher(cfg.BcryptCost)
	if err != nil {
		return err
	}
	if err := setAdmin(ctx, st, hasher, store.User{FirstName: first, LastName: last, Email: email}, password); err != nil {
		return err
	}
	log.Info("admin ready")
	return nil
}
