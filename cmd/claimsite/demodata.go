package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/demodata"
	"claimsite/internal/seed"
	"claimsite/internal/settings"
	"claimsite/internal/store"
	"claimsite/internal/webui"
)

// claimsite demo-data (decision 040): a database full of realistic
// synthetic leads, to try the admin area with and to measure it. It prints
// what it did on standard output.

// errRealLeads refuses to mix demo data into a database with real leads.
var errRealLeads = errors.New("demo-data: the database holds real leads; demo leads would be counted with them. " +
	"Use an empty database, or --force to add them anyway (demo-data --remove takes them away again)")

func demoData(ctx context.Context, _ *slog.Logger, args []string) error {
	return runDemoData(ctx, os.Stdout, args)
}

func runDemoData(ctx context.Context, w io.Writer, args []string) error {
	var n, days, partners, batch int
	var force, remove bool
	seedValue, args, err := randomSeed(args)
	if err != nil {
		return err
	}
	cfg, st, err := open(ctx, args, func(fl *flag.FlagSet) {
		fl.IntVar(&n, "leads", 0, "how many demo leads to make")
		fl.IntVar(&days, "days", 730, "spread them over this many days up to now")
		fl.IntVar(&partners, "partners", 5, "synthetic partner firms to route them to (when the database has none yet)")
		fl.IntVar(&batch, "batch", 10_000, "leads per transaction")
		fl.BoolVar(&force, "force", false, "add demo leads to a database that has real leads")
		fl.BoolVar(&remove, "remove", false, "delete every demo lead, partner, suppression and page view instead")
	})
	if err != nil {
		return err
	}
	defer st.Close()
	if remove {
		start := time.Now()
		r, err := st.RemoveDemo(ctx)
		if err != nil {
			return fmt.Errorf("demo-data --remove: %w", err)
		}
		fmt.Fprintf(w, "removed %d demo leads, %d partners, %d suppressions, %d page-view rows, %d experiments in %.1f s\n",
			r.Leads, r.Partners, r.Suppressions, r.VisitRows, r.Experiments, time.Since(start).Seconds())
		return nil
	}
	if n < 1 || days < 1 || partners < 1 || batch < 1 {
		return errors.New("demo-data needs --leads N (1 or more); --days, --partners and --batch must be 1 or more")
	}
	if real, err := st.HasRealLeads(ctx); err != nil {
		return err
	} else if real && !force {
		return errRealLeads
	}
	// As serve does on its first start: the content the leads point at
	// (whatever CLAIMSITE_SEED says: they need it), and the consent
	// wording they agreed to.
	if _, err := seed.Run(ctx, st); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	consent := store.ConsentText{Version: cfg.Site.ConsentVersion(), Text: cfg.Site.ConsentText()}
	if _, err := seed.ConsentTexts(ctx, st, consent, seed.SpanishConsentFor(cfg.Site.Brand, cfg.Site.ConsentBrands)); err != nil {
		return fmt.Errorf("record consent text: %w", err)
	}
	live, err := settings.NewSource(st, settings.Defaults(cfg), consent, nil).Current(ctx)
	if err != nil {
		return err
	}
	// Routed as live intake routes, and announced to nobody: no Prepare,
	// so no notification mail is queued.
	st.SetIntake(store.Intake{PartnersPerLead: cfg.PartnersPerLead})
	now := st.Now()
	gc := demodata.Config{Leads: n, Days: days, Seed: seedValue, Now: now, BatchSize: batch,
		Pages: webui.PublicPage, PublicURL: cfg.PublicURL, ConsentVersion: live.Consent.Version}
	if err := siteOf(ctx, st, &gc); err != nil {
		return err
	}
	gen, err := demodata.New(gc)
	if err != nil {
		return err
	}
	firstDay := now.AddDate(0, 0, -days)
	existing, err := st.DemoPartners(ctx)
	if err != nil {
		return err
	}
	if len(existing) == 0 {
		list := demodata.Partners(partners, float64(n)/float64(days))
		for i, p := range list {
			created, err := st.CreateDemoPartner(ctx, p, firstDay)
			if err != nil {
				return fmt.Errorf("demo partner: %w", err)
			}
			// Prepaid firms, paid in before the first lead: enough for every
			// lead at the firm's highest price, but for the last of three or
			// more firms, which runs out on the way (routing then skips it,
			// and the dashboard lists it as low on balance).
			top := created.PriceCents
			for _, o := range created.Overrides {
				top = max(top, o.PriceCents)
			}
			pay := top * int64(n)
			if len(list) >= 3 && i == len(list)-1 {
				pay = max(top, pay/int64(20*len(list)))
			}
			if err := st.PayDemoPartner(ctx, created.ID, pay, firstDay); err != nil {
				return fmt.Errorf("demo payment: %w", err)
			}
		}
	}
	if err := st.AddDemoSuppressions(ctx, gen.Suppressed(), firstDay); err != nil {
		return err
	}

	// One goroutine makes the data, this one writes it: the next batch is
	// ready when a transaction commits.
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	batches := make(chan demodata.Batch, 2)
	genErr := make(chan error, 1)
	go func() { genErr <- gen.Run(ctx, batches) }()
	written, lastReport := 0, start
	writer, err := st.OpenDemoWriter(ctx, store.DemoOptions{ReturnWindow: live.ReturnWindow()})
	if err != nil {
		return err
	}
	defer writer.Close()
	for b := range batches {
		if err := writer.Write(ctx, b.Leads, b.Visits); err != nil {
			cancel()
			return fmt.Errorf("write demo leads: %w", err)
		}
		written += len(b.Leads)
		if time.Since(lastReport) > 10*time.Second {
			lastReport = time.Now()
			fmt.Fprintf(w, "%d of %d leads, %.0f a second\n", written, n, float64(written)/time.Since(start).Seconds())
		}
	}
	if err := <-genErr; err != nil {
		return fmt.Errorf("make demo leads: %w", err)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(w, "wrote %d demo leads over %d days in %.1f s (%.0f a second) on %s\n",
		written, days, elapsed.Seconds(), float64(written)/elapsed.Seconds(), st.Dialect())
	// Returns of the last days' charged leads, through the live functions:
	// about one in fifty of a day's leads, at most a few hundred.
	returns, err := st.AddDemoReturns(ctx, min(300, max(3, n/days*live.ReturnWindowDays/50)), live.ReturnWindowDays, live.Location())
	if err != nil {
		return fmt.Errorf("demo returns: %w", err)
	}
	fmt.Fprintf(w, "returns: %d approved, %d denied, %d pending\n", returns.Approved, returns.Denied, returns.Pending)
	// The invoices of the months that ended, as the monthly job issues them.
	invoices, err := st.AddDemoInvoices(ctx, store.InvoiceIssue{Issuer: live.InvoiceIssuer(),
		PaymentInstructions: live.PaymentInstructions, Zone: live.Location()})
	if err != nil {
		return fmt.Errorf("demo invoices: %w", err)
	}
	fmt.Fprintf(w, "invoices: %d\n", invoices)
	// An experiment of the last weeks, stopped today, with its results.
	today := st.Now().UTC().Truncate(24 * time.Hour)
	window, err := st.DemoDays(ctx, today.AddDate(0, 0, 1-demodata.ExperimentDays).Format(time.DateOnly), today.AddDate(0, 0, 1).Format(time.DateOnly))
	if err != nil {
		return fmt.Errorf("demo experiment: %w", err)
	}
	if len(window) > 0 {
		e, counts := demodata.Experiment(window, st.Now().UTC(), seedValue)
		if e, err = st.CreateDemoExperiment(ctx, e, counts); err != nil {
			return fmt.Errorf("demo experiment: %w", err)
		}
		fmt.Fprintf(w, "experiment: %q over %d days\n", e.Name, len(window))
	}
	return nil
}

// siteOf reads the pages the leads come from: services, state-law pages
// (with the state's facts) and published posts.
func siteOf(ctx context.Context, st *store.Store, gc *demodata.Config) error {
	services, err := st.AllServices(ctx)
	if err != nil {
		return err
	}
	for _, s := range services {
		gc.Services = append(gc.Services, demodata.Service{ID: s.ID, Title: s.Title})
	}
	states, err := st.States(ctx)
	if err != nil {
		return err
	}
	for _, s := range states {
		// The facts the case evaluation reads, as intake reads them.
		law, err := st.StateLawByCode(ctx, s.Code)
		if err != nil {
			return err
		}
		gc.StateLaws = append(gc.StateLaws, demodata.StateLaw{ID: s.ID, Code: s.Code, SOLYears: law.SOLYears,
			GovernmentNoticeDays: law.GovernmentNoticeDays})
	}
	posts, _, err := st.PublishedBlogPage(ctx, store.Page{Number: 1, Size: 100})
	if err != nil {
		return err
	}
	for _, p := range posts {
		gc.Posts = append(gc.Posts, p.Slug)
	}
	return nil
}

// randomSeed takes demo-data's --seed N (the random seed) out of args.
// Every command's settings already have a --seed, the boolean
// CLAIMSITE_SEED, which demo-data has no use for: it seeds an empty
// database's content in any case.
func randomSeed(args []string) (uint64, []string, error) {
	seedValue, rest := uint64(1), make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "seed" {
			rest = append(rest, a)
			continue
		}
		if !hasValue {
			if i+1 == len(args) {
				return 0, nil, errors.New("demo-data: --seed needs a number")
			}
			i++
			value = args[i]
		}
		v, err := strconv.ParseUint(value, 10, 64)
		if err != nil {
			return 0, nil, fmt.Errorf("demo-data: --seed %q: want a whole number", value)
		}
		seedValue = v
	}
	return seedValue, rest, nil
}
