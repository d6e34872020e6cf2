package store_test

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"claimsite/internal/store"
)

// TestLedgerEntriesRacing: entries recorded at once for one firm each see
// the others: the balance is their sum and every entry's balance after it
// is a different step of it; a key records once, and a key of another
// firm is refused.
func TestLedgerEntriesRacing(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		firm, err := st.CreatePartner(ctx, testPartner("Racing"))
		if err != nil {
			t.Fatal(err)
		}
		const n = 16
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := range n {
			wg.Go(func() {
				_, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment,
					AmountCents: 100, Method: "ACH", Key: fmt.Sprintf("race-%d", i)})
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		p, _ := st.Partner(ctx, firm.ID)
		if p.BalanceCents != n*100 {
			t.Fatalf("balance %d, want %d", p.BalanceCents, n*100)
		}
		entries, total, err := st.LedgerPage(ctx, firm.ID, store.Page{Number: 1, Size: 50})
		if err != nil || total != n {
			t.Fatalf("ledger: %d entries, %v", total, err)
		}
		var afters []int64
		for _, e := range entries {
			afters = append(afters, e.BalanceAfterCents)
		}
		slices.Sort(afters)
		for i, a := range afters {
			if a != int64(i+1)*100 {
				t.Fatalf("balances after: %v", afters)
			}
		}

		again, created, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment,
			AmountCents: 999, Method: "ACH", Key: "race-3"})
		if err != nil || created || again.AmountCents != 100 {
			t.Errorf("a key again: %+v created %v, %v", again, created, err)
		}
		other, _ := st.CreatePartner(ctx, testPartner("Other"))
		if _, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: other.ID, Kind: store.LedgerPayment,
			AmountCents: 1, Method: "ACH", Key: "race-3"}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("another firm's key: %v", err)
		}
		if _, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: 9999, Kind: store.LedgerPayment,
			AmountCents: 1, Method: "ACH", Key: "nobody"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("an unknown firm: %v", err)
		}
	})
}
