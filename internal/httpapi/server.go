// Package httpapi is claimsite's HTTP layer: the route table, middleware,
// the JSON API of SPEC.md section 7 and DESIGN.md section 4, and the
// mounting of media and the web app.
package httpapi

import (
	"context"
	"crypto/rand"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync/atomic"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/config"
	"claimsite/internal/content"
	"claimsite/internal/mail"
	"claimsite/internal/media"
	"claimsite/internal/metrics"
	"claimsite/internal/reqlog"
	"claimsite/internal/seed"
	"claimsite/internal/settings"
	"claimsite/internal/store"
	"claimsite/internal/ttlcache"
	"claimsite/internal/visits"
	"claimsite/internal/webui"
)

// Server holds what the handlers need.
type Server struct {
	store  *store.Store
	media  *media.Store
	hasher *auth.Hasher
	cfg    config.Config
	log    *slog.Logger
	web    *webui.Handler
	// access takes the request lines of level INFO (UseAccessLog); nil:
	// they go through log like every other line.
	access io.Writer
	// answers holds public content answers for a few seconds: the same
	// pages are asked for by every visitor.
	answers *ttlcache.Cache[cachedAnswer]
	// mail writes the product's e-mails; they leave through the outbox.
	mail *mail.Composer
	// queued is called after a commit that put something in the outbox.
	queued func()
	// decoyKey makes the honeypot's decoy references (decoyReference).
	decoyKey []byte
	// settings is the live site settings (brand, phone, consent text...).
	settings *settings.Source
	// visits sums public page views and writes them in batches.
	visits *visits.Collector
	// experimentState is the running experiments and today's visitor-key
	// secret, as this instance last read them.
	experimentState experimentState
	// metrics counts requests by route, leads and request-limit refusals
	// (UseMetrics; nil: nothing counted); migrated is set once /readyz
	// found every migration applied (decision 028).
	metrics      *metrics.Metrics
	routeMetrics map[string]*metrics.Route
	migrated     atomic.Bool
	// passkeys is this site as a WebAuthn relying party (its public URL).
	passkeys auth.RelyingParty
	// auditWrite, when set, replaces store.RecordAudit (tests make it fail).
	auditWrite func(context.Context, store.AuditEvent) (store.AuditEvent, error)
}

// New makes a Server; web serves every non-API path (the web app's pages
// and files) and may be nil.
func New(st *store.Store, m *media.Store, h *auth.Hasher, cfg config.Config, log *slog.Logger, web *webui.Handler) *Server {
	// Every line logged with a request's context names the request.
	if log != nil {
		log = slog.New(reqlog.Handler(log.Handler()))
	}
	// The Spanish texts of the settings are the seed's until the operator
	// writes their own (decision 065).
	live := settings.NewSource(st, settings.Defaults(cfg).WithSpanish(seed.SpanishSettings),
		store.ConsentText{Version: cfg.Site.ConsentVersion(), Text: cfg.Site.ConsentText()}, log)
	// Every mail names the brand, phone and e-mail saved at the time it
	// is written.
	composer, err := mail.NewLiveComposer(func() mail.Site {
		snap := live.Latest()
		return mail.Site{Brand: snap.Brand, PublicURL: cfg.PublicURL, Phone: snap.Phone, Email: snap.Email}
	})
	if err != nil {
		// The templates are built into the binary and tested: a failure
		// here is a programming error, not a condition to handle.
		panic("mail templates: " + err.Error())
	}
	decoyKey := make([]byte, 32)
	rand.Read(decoyKey)
	return &Server{store: st, media: m, hasher: h, cfg: cfg, log: log, web: web,
		answers: ttlcache.New(answerTTL, answerCacheBytes, answerSize), decoyKey: decoyKey, mail: composer, queued: func() {},
		settings: live, passkeys: auth.NewRelyingParty(cfg.PublicURL),
		visits: visits.NewCollector(st.AddVisits, st.Now, log)}
}

// Composer is the mail writer, shared with the outbox's handlers.
func (s *Server) Composer() *mail.Composer { return s.mail }

// OnQueued sets what to call after a request queued outgoing mail (wake
// this instance's outbox worker, so the mail leaves at once).
func (s *Server) OnQueued(wake func()) { s.queued = wake }

// handlerFunc is an API handler: it writes a success answer or returns the
// error that respondError turns into one.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// route is one row of the route table: access is what its caller needs
// (access.Public: nobody; access.SignedIn: any account; otherwise a
// permission, which the roles of access.RolesWith hold).
type route struct {
	method  string
	pattern string
	access  access.Permission
	handle  handlerFunc
}

// routes is the whole API, in one flat table. Paths are written without a
// trailing slash; trimTrailingSlash makes both spellings work.
func (s *Server) routes() []route {
	return []route{
		{"GET", "/api/site", access.Public, s.cached(of(content.Site), s.handleSite, langQuery)},
		{"GET", "/api/experiments/assignments", access.Public, s.handleExperimentAssignments},
		{"GET", "/api/all-services", access.Public, s.cached(of(content.Services), s.handleAllServices, langQuery)},
		{"GET", "/api/card-services", access.Public, s.cached(of(content.Services), s.handleCardServices, pageQuery, langQuery)},
		{"GET", "/api/service-detail/{id}", access.Public, s.cached(of(content.Services), s.handleServiceDetail, langQuery)},
		{"GET", "/api/states", access.Public, s.cached(of(content.StateLaws), s.handleStates, langQuery)},
		{"GET", "/api/states/search", access.Public, s.handleStateSearch},
		{"GET", "/api/state-law/{id}", access.Public, s.cached(of(content.StateLaws), s.handleStateLaw, langQuery)},
		{"GET", "/api/questions", access.Public, s.cached(of(content.FAQs), s.handleQuestions, pageQuery, langQuery)},
		{"GET", "/api/blogs", access.Public, s.cached(of(content.Posts), s.handleBlogs, pageQuery, langQuery)},
		{"GET", "/api/blogs/{slug}", access.Public, s.cached(of(content.Posts), s.handleBlog, langQuery)},
		{"GET", "/api/search", access.Public, s.handleSearch},
		{"POST", "/api/contact", access.Public, s.handleContact},
		{"POST", "/api/case-evaluations/check", access.Public, s.handleEvaluationCheck},
		{"POST", "/api/case-evaluations", access.Public, s.handleEvaluationCreate},
		{"POST", evaluationFunnelPattern, access.Public, s.handleEvaluationFunnel},

		{"POST", "/api/auth/register", access.Public, s.handleRegister},
		{"POST", "/api/auth/login", access.Public, s.handleLogin},
		{"POST", "/api/auth/login/mfa", access.Public, s.handleLoginMFA},
		{"POST", "/api/auth/mfa/totp/setup", access.SignedIn, s.handleTOTPSetup},
		{"POST", "/api/auth/mfa/totp/confirm", access.SignedIn, s.handleTOTPConfirm},
		{"POST", "/api/auth/mfa/totp/disable", access.SignedIn, s.handleTOTPDisable},
		{"POST", "/api/auth/mfa/recovery-codes", access.SignedIn, s.confirmed(s.handleRecoveryCodesNew)},
		{"POST", "/api/auth/confirm", access.SignedIn, s.handleConfirm},
		{"GET", "/api/auth/passkeys", access.SignedIn, s.handlePasskeyList},
		{"POST", "/api/auth/passkeys/register/begin", access.SignedIn, s.handlePasskeyRegisterBegin},
		{"POST", "/api/auth/passkeys/register/finish", access.SignedIn, s.handlePasskeyRegisterFinish},
		{"PATCH", "/api/auth/passkeys/{id}", access.SignedIn, s.handlePasskeyRename},
		{"DELETE", "/api/auth/passkeys/{id}", access.SignedIn, s.confirmed(s.handlePasskeyDelete)},
		{"POST", "/api/auth/passkeys/login/begin", access.Public, s.handlePasskeyLoginBegin},
		{"POST", "/api/auth/passkeys/login/finish", access.Public, s.handlePasskeyLoginFinish},
		{"GET", "/api/auth/sessions", access.SignedIn, s.handleSessionList},
		{"DELETE", "/api/auth/sessions/{id}", access.SignedIn, s.handleSessionEnd},
		{"POST", "/api/auth/sessions/revoke-others", access.SignedIn, s.handleSessionsEndOthers},
		{"GET", "/api/auth/logout", access.SignedIn, s.handleLogout},
		{"POST", "/api/auth/logout", access.SignedIn, s.handleLogout},
		{"GET", "/api/auth/profile", access.SignedIn, s.handleProfile},
		{"GET", "/api/auth/inquiries", access.SignedIn, s.handleInquiries},
		{"POST", "/api/auth/verify-email", access.Public, s.handleVerifyEmail},
		{"POST", "/api/auth/resend-verification", access.SignedIn, s.handleResendVerification},
		{"POST", "/api/auth/forgot-password", access.Public, s.handleForgotPassword},
		{"POST", "/api/auth/reset-password", access.Public, s.handleResetPassword},
		{"POST", "/api/auth/change-password", access.SignedIn, s.handleChangePassword},

		{"GET", "/api/admin/stats", access.Dashboard, s.handleStats},
		{"GET", "/api/admin/analytics", access.Analytics, s.handleAnalytics},

		{"GET", "/api/admin/services", access.Content, s.handleServiceList},
		{"POST", "/api/admin/services", access.Content, s.changes(content.Services, s.handleServiceCreate)},
		{"GET", "/api/admin/services/{id}", access.Content, s.handleServiceGet},
		{"POST", "/api/admin/services/{id}", access.Content, s.changes(content.Services, s.handleServiceUpdate)},
		{"PUT", "/api/admin/services/{id}", access.Content, s.changes(content.Services, s.handleServiceUpdate)},
		{"DELETE", "/api/admin/services/{id}", access.Content, s.changes(content.Services, s.handleServiceDelete)},

		{"GET", "/api/admin/state_laws", access.Content, s.handleStateLawList},
		{"POST", "/api/admin/state_laws", access.Content, s.changes(content.StateLaws, s.handleStateLawCreate)},
		{"GET", "/api/admin/state_laws/{id}", access.Content, s.handleStateLawGet},
		{"POST", "/api/admin/state_laws/{id}", access.Content, s.changes(content.StateLaws, s.handleStateLawUpdate)},
		{"PUT", "/api/admin/state_laws/{id}", access.Content, s.changes(content.StateLaws, s.handleStateLawUpdate)},
		{"DELETE", "/api/admin/state_laws/{id}", access.Content, s.changes(content.StateLaws, s.handleStateLawDelete)},

		{"GET", "/api/admin/questions", access.Content, s.handleQuestionList},
		{"POST", "/api/admin/questions", access.Content, s.changes(content.FAQs, s.handleQuestionCreate)},
		{"GET", "/api/admin/questions/{id}", access.Content, s.handleQuestionGet},
		{"PUT", "/api/admin/questions/{id}", access.Content, s.changes(content.FAQs, s.handleQuestionUpdate)},
		{"DELETE", "/api/admin/questions/{id}", access.Content, s.changes(content.FAQs, s.handleQuestionDelete)},

		{"GET", "/api/admin/blogs", access.Content, s.handleBlogList},
		{"POST", "/api/admin/blogs", access.Content, s.changes(content.Posts, s.handleBlogCreate)},
		{"GET", "/api/admin/blogs/{id}", access.Content, s.handleBlogGet},
		{"POST", "/api/admin/blogs/{id}", access.Content, s.changes(content.Posts, s.handleBlogUpdate)},
		{"PUT", "/api/admin/blogs/{id}", access.Content, s.changes(content.Posts, s.handleBlogUpdate)},
		{"DELETE", "/api/admin/blogs/{id}", access.Content, s.changes(content.Posts, s.handleBlogDelete)},

		{"GET", "/api/admin/leads", access.Leads, s.handleLeadList},
		{"GET", "/api/admin/leads/export", access.LeadExport, s.confirmed(s.handleLeadExport)},
		{"GET", "/api/admin/leads/{id}", access.Leads, s.handleLeadGet},
		{"PATCH", "/api/admin/leads/{id}", access.Leads, s.handleLeadUpdate},
		{"DELETE", "/api/admin/leads/{id}", access.Leads, s.confirmed(s.handleLeadDelete)},
		{"POST", "/api/admin/leads/{id}/deliveries", access.Leads, s.handleLeadSend},
		{"POST", "/api/admin/deliveries/{id}/retry", access.Leads, s.handleDeliveryRetry},

		{"GET", "/api/admin/users", access.Users, s.handleUserList},
		{"GET", "/api/admin/users/{id}", access.Users, s.handleUserGet},
		{"PATCH", "/api/admin/users/{id}", access.Users, s.handleUserUpdate},
		{"DELETE", "/api/admin/users/{id}/mfa", access.Users, s.confirmed(s.handleUserMFAReset)},
		{"GET", "/api/admin/invitations", access.Users, s.handleInvitationList},
		{"POST", "/api/admin/invitations", access.Users, s.handleInvitationCreate},
		{"DELETE", "/api/admin/invitations/{id}", access.Users, s.handleInvitationRevoke},
		{"POST", "/api/auth/invitation", access.Public, s.handleInvitationShow},
		{"POST", "/api/auth/accept-invitation", access.Public, s.handleInvitationAccept},

		{"GET", "/api/admin/partners", access.PartnersRead, s.handlePartnerList},
		{"POST", "/api/admin/partners", access.Partners, s.confirmed(s.handlePartnerCreate)},
		{"GET", "/api/admin/partners/{id}", access.PartnersRead, s.handlePartnerGet},
		{"PUT", "/api/admin/partners/{id}", access.Partners, s.handlePartnerUpdate},
		{"DELETE", "/api/admin/partners/{id}", access.Partners, s.handlePartnerDelete},
		{"POST", "/api/admin/partners/{id}/webhook-secret", access.Partners, s.confirmed(s.handlePartnerSecretRotate)},
		{"GET", "/api/admin/partners/{id}/ledger", access.Partners, s.handleLedgerList},
		{"POST", "/api/admin/partners/{id}/ledger", access.Partners, s.handleLedgerRecord},
		{"GET", "/api/admin/partners/{id}/ledger/{entry}", access.Partners, s.handleLedgerEntry},
		{"POST", "/api/admin/partners/{id}/invoices", access.Partners, s.handleInvoiceIssue},
		{"GET", "/api/admin/invoices", access.Partners, s.handleInvoiceList},
		{"GET", "/api/admin/invoices/{number}", access.Partners, s.handleInvoice},
		{"GET", "/api/admin/invoices/{number}/pdf", access.Partners, s.handleInvoicePDF},
		{"GET", "/api/admin/returns", access.Returns, s.handleReturnList},
		{"POST", "/api/admin/returns/{id}/approve", access.Returns, s.handleReturnApprove},
		{"POST", "/api/admin/returns/{id}/deny", access.Returns, s.handleReturnDeny},
		{"GET", "/api/admin/change-requests", access.Partners, s.handleChangeRequestList},
		{"POST", "/api/admin/change-requests/{id}/approve", access.Partners, s.handleChangeRequestApprove},
		{"POST", "/api/admin/change-requests/{id}/decline", access.Partners, s.handleChangeRequestDecline},

		{"GET", "/api/admin/suppressions", access.Leads, s.handleSuppressionList},
		{"POST", "/api/admin/suppressions", access.Leads, s.handleSuppressionCreate},
		{"POST", "/api/admin/suppressions/import", access.Leads, s.handleSuppressionImport},
		{"DELETE", "/api/admin/suppressions/{id}", access.Leads, s.handleSuppressionDelete},

		{"POST", "/api/opt-out", access.Public, s.handleOptOut},
		// The opt-out link of a confirmation e-mail (decision 058): the
		// page's button, and the mail programs' one-click (RFC 8058).
		{"POST", "/api/opt-out/link", access.Public, s.handleOptOutLink},
		{"POST", "/api/opt-out/one-click", access.Public, s.handleOneClick},
		{"GET", "/api/opt-out/one-click", access.Public, s.handleOneClickPage},
		{"GET", "/api/admin/revocations", access.Leads, s.handleRevocationList},
		{"POST", "/api/admin/revocations", access.Leads, s.handleRevocationCreate},
		{"GET", "/api/admin/revocations/{id}", access.Leads, s.handleRevocationGet},
		{"POST", "/api/privacy-requests", access.Public, s.handlePrivacyRequestCreate},
		{"POST", "/api/privacy-requests/confirm", access.Public, s.handlePrivacyRequestConfirm},
		{"POST", visitsPattern, access.Public, s.handleVisit},
		{"GET", "/api/admin/privacy-requests", access.Leads, s.handlePrivacyRequestList},
		{"GET", "/api/admin/privacy-requests/{id}", access.Leads, s.handlePrivacyRequestGet},
		{"GET", "/api/admin/privacy-requests/{id}/export", access.Leads, s.handlePrivacyRequestExport},
		{"POST", "/api/admin/privacy-requests/{id}/verify", access.Leads, s.handlePrivacyRequestVerify},
		{"POST", "/api/admin/privacy-requests/{id}/deny", access.Leads, s.handlePrivacyRequestDeny},
		{"POST", "/api/admin/privacy-requests/{id}/complete", access.Leads, s.handlePrivacyRequestComplete},

		{"GET", "/api/admin/experiments", access.Experiments, s.handleExperimentList},
		{"POST", "/api/admin/experiments", access.Experiments, s.handleExperimentCreate},
		{"GET", "/api/admin/experiments/{id}", access.Experiments, s.handleExperimentGet},
		{"PUT", "/api/admin/experiments/{id}", access.Experiments, s.changes(content.Experiments, s.handleExperimentUpdate)},
		{"POST", "/api/admin/experiments/{id}/start", access.Experiments, s.changes(content.Experiments, s.handleExperimentStart)},
		{"POST", "/api/admin/experiments/{id}/stop", access.Experiments, s.changes(content.Experiments, s.handleExperimentStop)},
		{"POST", "/api/admin/experiments/{id}/ship", access.Experiments, s.changes(content.Experiments, s.handleExperimentShip)},
		{"GET", "/api/admin/experiments/{id}/results", access.Experiments, s.handleExperimentResults},
		{"GET", "/api/admin/tier-rules", access.Settings, s.handleTierRulesGet},
		{"PUT", "/api/admin/tier-rules", access.Settings, s.handleTierRulesUpdate},
		{"GET", "/api/admin/settings", access.Settings, s.handleSettingsGet},
		{"PUT", "/api/admin/settings", access.Settings, s.changes(content.Site, s.handleSettingsUpdate)},
		{"GET", "/api/admin/consent-texts", access.Settings, s.handleConsentTextList},
		{"POST", "/api/admin/consent-texts", access.Settings, s.changes(content.Site, s.confirmed(s.handleConsentTextCreate))},

		// Partner outcomes, lead status history, offline conversions (decision 026).
		{"POST", "/api/partner/leads/{reference}/outcome", access.Public, s.handlePartnerOutcome}, // signed by the partner
		{"POST", "/api/partner/leads/{reference}/return", access.PartnerPortal, s.handlePartnerReturn},
		{"GET", "/api/partner/account", access.PartnerPortal, s.handlePortalAccount},
		{"GET", "/api/partner/leads", access.PartnerPortal, s.handlePortalLeads},
		{"GET", "/api/partner/leads/export", access.PartnerPortal, s.handlePortalExport},
		{"GET", "/api/partner/leads/{reference}", access.PartnerPortal, s.handlePortalLead},
		{"POST", "/api/partner/pause", access.PartnerPortal, s.handlePortalPause},
		{"POST", "/api/partner/resume", access.PartnerPortal, s.handlePortalResume},
		{"GET", "/api/partner/ledger", access.PartnerPortal, s.handlePortalLedger},
		{"POST", "/api/partner/webhook-secret", access.PartnerPortal, s.confirmed(s.handlePortalSecretRotate)},
		{"POST", "/api/partner/webhook-test", access.PartnerPortal, s.handlePortalWebhookTest},
		{"GET", "/api/partner/webhook-attempts", access.PartnerPortal, s.handlePortalWebhookAttempts},
		{"GET", "/api/partner/invoices", access.PartnerPortal, s.handlePortalInvoices},
		{"GET", "/api/partner/invoices/{number}", access.PartnerPortal, s.handlePortalInvoice},
		{"GET", "/api/partner/invoices/{number}/pdf", access.PartnerPortal, s.handlePortalInvoicePDF},
		{"GET", "/api/partner/change-requests", access.PartnerPortal, s.handlePartnerChangeRequestList},
		{"POST", "/api/partner/change-requests", access.PartnerPortal, s.handlePartnerChangeRequestCreate},
		{"GET", "/api/admin/partners/{id}/stats", access.Analytics, s.handlePartnerStats},
		{"GET", "/api/admin/conversions/export", access.LeadExport, s.confirmed(s.handleConversionExport)},

		// The audit log of admin actions (decision 027; audit.go says which routes it records).
		{"GET", "/api/admin/audit", access.Audit, s.handleAuditList},
		{"GET", "/api/admin/audit/export", access.Audit, s.handleAuditExport},

		// The API's own description (decision 031).
		{"GET", "/api/openapi.json", access.Public, s.handleOpenAPI},
	}
}

// Handler is the whole site: API, media, health check and web app, wrapped
// in the middleware every request passes.
func (s *Server) Handler() http.Handler {
	mux, pages := s.mux()
	return s.logRequests(s.recoverPanics(s.securityHeaders(trimTrailingSlash(notePattern(mux, pages)))))
}

// mux routes every path: the API's route table, the fixed paths and, when
// there is a web app, pages (also returned: the handler of "/").
func (s *Server) mux() (*http.ServeMux, http.Handler) {
	mux := http.NewServeMux()
	methods := map[string][]string{}
	for _, rt := range s.routes() {
		mux.Handle(rt.method+" "+rt.pattern, s.endpoint(rt))
		methods[rt.pattern] = append(methods[rt.pattern], rt.method)
	}
	mux.Handle("/api/", s.apiFallback(methods))
	// The paths below are also those pageRequest leaves to the mux.
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.HandleFunc("GET /readyz", s.handleReady)
	mux.Handle("GET /sitemap.xml", s.plain(s.cached(of(content.Services, content.StateLaws, content.Posts), s.handleSitemap)))
	mux.HandleFunc("GET /robots.txt", s.handleRobots)
	mux.HandleFunc("GET /favicon.ico", handleFavicon)
	mux.Handle("GET /storage/{path...}", s.media)
	var pages http.Handler
	if s.web != nil {
		pages = onlyGet(s.web)
		mux.Handle("/", pages)
		// Server renders read the API in-process: past the middleware
		// (they are part of a request already logged and limited).
		s.web.UseAPI(trimTrailingSlash(mux))
		s.web.UseVisitors(s.pageVisitor)
		s.limitRenders()
	}
	return mux, pages
}

// onlyGet answers 405 for methods other than GET and HEAD. (A method
// pattern "GET /" would clash with the method-less "/api/" fallback.)
func onlyGet(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// endpoint wraps a handler with its access check and error mapping.
func (s *Server) endpoint(rt route) http.Handler {
	guarded := browserWriteGuarded(rt.method, rt.pattern)
	handle := rt.handle
	if rule, ok := auditRules[rt.method+" "+rt.pattern]; ok {
		handle = s.audited(rule, handle)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if guarded {
			if err := s.checkSameOriginJSON(r); err != nil {
				s.respondError(w, r, err)
				return
			}
		}
		if rt.access != access.Public {
			signed, err := s.authenticate(r)
			if err != nil {
				s.respondError(w, r, err)
				return
			}
			user := signed.user
			if !user.Role.Can(rt.access) {
				s.respondError(w, r, errForbidden)
				return
			}
			if s.needsMFASetup(user) && !mfaSetupRoutes[rt.method+" "+rt.pattern] {
				s.respondError(w, r, errMFASetupRequired)
				return
			}
			r = r.WithContext(context.WithValue(r.Context(), userKey, signed))
		}
		if err := handle(w, r); err != nil {
			s.respondError(w, r, err)
		}
	})
}

// apiFallback answers API paths no route took: 405 with Allow when the path
// exists under another method, otherwise a JSON 404 (never the web app).
func (s *Server) apiFallback(methods map[string][]string) http.Handler {
	paths := http.NewServeMux()
	for pattern, ms := range methods {
		allow := append([]string{}, ms...)
		if slices.Contains(allow, "GET") {
			allow = append(allow, "HEAD")
		}
		sort.Strings(allow)
		header := strings.Join(allow, ", ")
		paths.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Allow", header)
			s.respondError(w, r, newError(http.StatusMethodNotAllowed, "The "+r.Method+" method is not supported for this route."))
		})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h, pattern := paths.Handler(r); pattern != "" {
			h.ServeHTTP(w, r)
			return
		}
		s.respondError(w, r, newError(http.StatusNotFound, "The requested API route does not exist."))
	})
}

// signedIn is the account and session of a signed-in request.
type signedIn struct {
	user      store.User
	session   store.Session
	tokenHash string
}

// authenticate finds the signed-in account and its session from the
// bearer token, and records the session's use (once a minute at most).
func (s *Server) authenticate(r *http.Request) (signedIn, error) {
	token, ok := bearerToken(r)
	if !ok {
		return signedIn{}, errUnauthenticated
	}
	hash := auth.HashToken(token)
	user, session, err := s.store.SessionOf(r.Context(), hash)
	if errors.Is(err, store.ErrNotFound) {
		return signedIn{}, errUnauthenticated
	}
	if err != nil {
		return signedIn{}, err
	}
	// A write only when the last use recorded is a minute old: most
	// requests change nothing (and take no write lock).
	if session.LastUsedAt == nil || s.store.Now().Sub(*session.LastUsedAt) >= store.SessionTouchEvery {
		if err := s.store.TouchSession(r.Context(), hash, s.clientIP(r)); err != nil {
			return signedIn{}, err
		}
	}
	return signedIn{user: user, session: session, tokenHash: hash}, nil
}

func bearerToken(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	scheme, token, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != "" && len(token) < 200
}

// currentUser is the user endpoint put in the context of a signed-in route.
func currentUser(r *http.Request) store.User { return currentSignIn(r).user }

// currentSignIn is the account and session of a signed-in route.
func currentSignIn(r *http.Request) signedIn {
	v, _ := r.Context().Value(userKey).(signedIn)
	return v
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	if err := s.store.Ping(r.Context()); err != nil {
		s.log.ErrorContext(r.Context(), "health check", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
