package store_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"claimsite/internal/seed"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestStateFactsMigration: the migration that made the state facts data
// gives an installation seeded before it exactly the facts a new one is
// seeded with (seed.StateLaws), on both dialects.
func TestStateFactsMigration(t *testing.T) {
	for _, path := range []string{"migrations/sqlite/035_state_facts.sql", "migrations/postgres/034_state_facts.sql"} {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		sql := string(b)
		for _, s := range seed.StateLaws {
			noFault := "FALSE"
			if s.NoFault {
				noFault = "TRUE"
			}
			want := fmt.Sprintf("UPDATE state_laws SET sol_years = %d, fault_rule = '%s', no_fault = %s, citation = '%s' WHERE code = '%s';",
				s.SOLYears, s.FaultRule, noFault, strings.ReplaceAll(s.Citation, "'", "''"), s.Code)
			if strings.Count(sql, "WHERE code = '"+s.Code+"';") != 1 || !strings.Contains(sql, want) {
				t.Errorf("%s: want %s", path, want)
			}
		}
	}
}

// TestStateFactsStored: a seeded installation carries every state's facts,
// an edit changes them and keeps what it does not name, and the empty
// ones read back as unknown.
func TestStateFactsStored(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := t.Context()
		if _, err := seed.Run(ctx, st); err != nil {
			t.Fatal(err)
		}
		states, _, err := st.StateLawPage(ctx, store.Page{Number: 1, Size: 100})
		if err != nil || len(states) != 51 {
			t.Fatalf("%d states, %v", len(states), err)
		}
		byCode := map[string]store.StateLaw{}
		for _, s := range states {
			byCode[s.Code] = s
		}
		for _, want := range seed.StateLaws {
			got := byCode[want.Code]
			if got.SOLYears == nil || *got.SOLYears != want.SOLYears || got.FaultRule != want.FaultRule || got.NoFault != want.NoFault ||
				got.Citation != want.Citation || got.GovernmentNoticeDays != nil || got.ReviewedOn != nil || got.BarReferralURL != "" {
				t.Errorf("%s: %+v, want %d %s %v %s", want.Code, got.StateFacts, want.SOLYears, want.FaultRule, want.NoFault, want.Citation)
			}
		}
		ny := byCode["NY"]
		days, reviewed := 90, "2026-11-29"
		ny.GovernmentNoticeDays, ny.ReviewedOn = &days, &reviewed
		ny.BarReferralURL, ny.BarReferralPhone = "https://nysba.org/lawyer-referral/", "1-800-342-3661"
		got, err := st.UpdateStateLaw(ctx, ny)
		if err != nil || *got.GovernmentNoticeDays != 90 || *got.ReviewedOn != reviewed || got.BarReferralPhone != "1-800-342-3661" ||
			*got.SOLYears != *ny.SOLYears || got.FaultRule != ny.FaultRule {
			t.Errorf("edited: %+v, %v", got.StateFacts, err)
		}
	})
}

// TestStatePagesMigration: migration 036 (PostgreSQL 035, decision 057)
// gives each state page still exactly as it was seeded the description
// the seed now writes (fact markers instead of the statute, fault-rule
// and no-fault paragraphs), and leaves a page an operator edited, or
// added, as it is; the state pages rendered before it are stale after it.
func TestStatePagesMigration(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := t.Context()
			url, before := "", 35 // the migration before this one: SQLite's 035, PostgreSQL's 034
			if d == store.Postgres {
				url, before = freshSchema(t), 34
			}
			old, err := store.OpenMigratedTo(ctx, url, t.TempDir(), before)
			if err != nil {
				t.Fatal(err)
			}
			defer old.Close()
			db := old.DB()
			exec := func(q string, args ...any) {
				t.Helper()
				if _, err := db.ExecContext(ctx, old.Rebind(q), args...); err != nil {
					t.Fatalf("%s: %v", q, err)
				}
			}
			pages := seed.StatePagesBefore057()
			now := time.Now().UTC()
			for _, s := range seed.StateLaws {
				exec(`INSERT INTO state_laws (name, code, title, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
					s.Name, s.Code, s.Title, pages[s.Code], now, now)
			}
			edited := pages["TX"] + "\n<p>Our firm's own note on Texas.</p>"
			exec(`UPDATE state_laws SET description = ? WHERE code = 'TX'`, edited)
			// One character changed is an edit too.
			nearly := strings.Replace(pages["NY"], "three years", "3 years", 1)
			if nearly == pages["NY"] {
				t.Fatal("the New York page does not say three years")
			}
			exec(`UPDATE state_laws SET description = ? WHERE code = 'NY'`, nearly)
			exec(`INSERT INTO state_laws (name, code, title, description, created_at, updated_at) VALUES ('Guam', 'GU', 'Guam', '<p>Our page.</p>', ?, ?)`, now, now)
			version := func() (v int64) {
				t.Helper()
				if err := db.QueryRowContext(ctx, `SELECT version FROM content_versions WHERE kind = 'state_law'`).Scan(&v); err != nil {
					t.Fatal(err)
				}
				return v
			}
			was := version()

			if err := old.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			rows, err := db.QueryContext(ctx, `SELECT code, description FROM state_laws`)
			if err != nil {
				t.Fatal(err)
			}
			for rows.Next() {
				var code, description string
				if err := rows.Scan(&code, &description); err != nil {
					t.Fatal(err)
				}
				got[code] = description
			}
			if err := rows.Close(); err != nil {
				t.Fatal(err)
			}
			for _, s := range seed.StateLaws {
				want := s.Description
				switch s.Code {
				case "TX":
					want = edited
				case "NY":
					want = nearly
				}
				if got[s.Code] != want {
					t.Errorf("%s after the migration:\n%s\nwant\n%s", s.Code, got[s.Code], want)
				}
			}
			if got["GU"] != "<p>Our page.</p>" {
				t.Errorf("a page added by hand: %q", got["GU"])
			}
			if v := version(); v != was+1 {
				t.Errorf("state_law content version %d after the migration, want %d", v, was+1)
			}
		})
	}
}
