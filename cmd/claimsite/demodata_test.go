package main

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestDemoData runs claimsite demo-data on a new database of each
// dialect: it fills it, refuses to add to real leads without --force, and
// --remove takes away exactly what it made.
func TestDemoData(t *testing.T) {
	t.Parallel()
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			dir := t.TempDir()
			settings := []string{"--data-dir", dir, "--log-level", "error"}
			if d == store.Postgres {
				settings = append(settings, "--database-url", storetest.PostgresURL(t))
			}
			demo := func(args ...string) (string, error) {
				var out bytes.Buffer
				err := runDemoData(ctx, &out, append(args, settings...))
				return out.String(), err
			}
			open := func() *store.Store {
				t.Helper()
				cfg, err := loadConfig(settings)
				if err != nil {
					t.Fatal(err)
				}
				st, err := store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { st.Close() })
				return st
			}
			count := func(st *store.Store, filter store.LeadFilter) int {
				t.Helper()
				_, n, err := st.LeadPage(ctx, filter, store.Page{Number: 1, Size: 1})
				if err != nil {
					t.Fatal(err)
				}
				return n
			}

			for _, c := range []struct {
				name string
				args []string
			}{
				{"no --leads", nil},
				{"bad --seed", []string{"--leads", "10", "--seed", "x"}},
				{"no days", []string{"--leads", "10", "--days", "0"}},
			} {
				if _, err := demo(c.args...); err == nil {
					t.Errorf("%s: got nil error, want a refusal", c.name)
				}
			}

			out, err := demo("--leads", "300", "--days", "30", "--seed", "3")
			if err != nil {
				t.Fatalf("demo-data: %v\n%s", err, out)
			}
			if !strings.Contains(out, "wrote 300 demo leads over 30 days") {
				t.Errorf("output: got %q, want the count written", out)
			}
			st := open()
			if n := count(st, store.LeadFilter{}); n != 300 {
				t.Errorf("leads: got %d, want 300", n)
			}
			// The months that ended are invoiced, as the monthly job would
			// (and, like everything demo-data makes, not mailed).
			invoiceCount := func() int {
				_, n, err := st.Invoices(ctx, store.InvoiceFilter{}, store.Page{Number: 1, Size: 1})
				if err != nil {
					t.Fatal(err)
				}
				return n
			}
			if m := regexp.MustCompile(`invoices: (\d+)`).FindStringSubmatch(out); m == nil || m[1] != strconv.Itoa(invoiceCount()) {
				t.Errorf("output %q, %d invoices in the database", out, invoiceCount())
			}
			// A stopped experiment of the last weeks, its results counted.
			list, err := st.Experiments(ctx)
			if err != nil || len(list) != 1 || list[0].Status != "stopped" || !strings.Contains(out, "experiment: ") {
				t.Fatalf("demo experiment: %v %+v\n%s", err, list, out)
			}
			if counts, err := st.ExperimentDayCounts(ctx, list[0].ID); err != nil || len(counts) == 0 {
				t.Errorf("demo experiment's counts: %v %d", err, len(counts))
			}
			if items, err := st.ClaimOutbox(ctx, "worker", 10, 0); err != nil || len(items) != 0 {
				t.Errorf("outbox after demo-data: got %d items to send, %v; want none", len(items), err)
			}
			// A real lead arrives: adding demo leads now needs --force.
			real := store.Lead{SourceForm: "consultation", FirstName: "Real", LastName: "Person", Email: "real@person.example",
				Phone: "5125550000", ZipCode: "73301", State: "TX",
				Consent: store.Consent{TextVersion: mustConsent(t, st), IP: "192.0.2.9"}}
			realID, _, err := st.CreateLead(ctx, real, "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := demo("--leads", "10"); !errors.Is(err, errRealLeads) {
				t.Errorf("demo-data beside a real lead: got %v, want the refusal", err)
			}
			if out, err := demo("--leads", "50", "--days", "5", "--force"); err != nil {
				t.Fatalf("demo-data --force: %v\n%s", err, out)
			}
			if n := count(st, store.LeadFilter{}); n != 351 {
				t.Errorf("leads after --force: got %d, want 351", n)
			}
			partners, err := st.DemoPartners(ctx)
			if err != nil || len(partners) != 5 {
				t.Errorf("demo partners after two runs: got %d, %v; want the first run's 5", len(partners), err)
			}

			out, err = demo("--remove")
			if err != nil {
				t.Fatalf("demo-data --remove: %v\n%s", err, out)
			}
			if !strings.Contains(out, "removed 350 demo leads, 5 partners") || !strings.Contains(out, "2 experiments") {
				t.Errorf("--remove output: got %q", out)
			}
			if list, err := st.Experiments(ctx); err != nil || len(list) != 0 {
				t.Errorf("experiments after --remove: %v %+v", err, list)
			}
			if n := count(st, store.LeadFilter{}); n != 1 {
				t.Errorf("leads after --remove: got %d, want the real one", n)
			}
			if n := invoiceCount(); n != 0 {
				t.Errorf("invoices after --remove: %d", n)
			}
			if _, err := st.Lead(ctx, realID); err != nil {
				t.Errorf("the real lead after --remove: %v", err)
			}
		})
	}
}

func mustConsent(t *testing.T, st *store.Store) string {
	t.Helper()
	c, err := st.CurrentConsentText(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return c.Version
}

// TestDemoDataRefusalExitsNonZero: the refusal reaches the shell as a
// failure with its reason, so a script stops.
func TestDemoDataRefusalExitsNonZero(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	st, err := store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.EnsureConsentText(t.Context(), "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.CreateLead(t.Context(), store.Lead{SourceForm: "consultation", FirstName: "Real", LastName: "Person",
		Email: "real@person.example", Phone: "5125550000", ZipCode: "73301", State: "TX",
		Consent: store.Consent{TextVersion: "v1", IP: "192.0.2.9"}}, ""); err != nil {
		t.Fatal(err)
	}
	st.Close()
	out, err := run(t, map[string]string{"CLAIMSITE_DATA_DIR": dir}, "demo-data", "--leads", "10")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() == 0 {
		t.Fatalf("demo-data beside a real lead: got %v, want a non-zero exit\n%s", err, out)
	}
	if !strings.Contains(out, "the database holds real leads") {
		t.Errorf("output: got %q, want the reason", out)
	}
}
