package store_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

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
