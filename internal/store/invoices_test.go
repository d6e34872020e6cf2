package store_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

func invoiceIssue(t *testing.T) store.InvoiceIssue {
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	return store.InvoiceIssue{Issuer: billing.Issuer{Name: "Claimsite", Address: "1 Main St"}, PaymentInstructions: "Wire to 000123.", Zone: ny}
}

// lineSummary is what a test reads of an invoice's lines.
func lineSummary(inv billing.IssuedInvoice) []string {
	var out []string
	for _, l := range inv.Lines {
		out = append(out, fmt.Sprintf("%s %d %s %s", l.Kind, l.AmountCents, l.LeadReference, l.State))
	}
	return out
}

// TestInvoices: the month's invoice takes every entry of the month that
// ended (operator's zone), once; an early invoice takes what came since,
// and the next monthly one only what came after it; numbers run without
// gaps across firms; balances carry from one invoice to the next; a firm
// reads only its own; an issued invoice cannot be changed; each is
// mailed once.
func TestInvoices(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		issue := invoiceIssue(t)
		firm := paidFirm(t, st, "invoiced", 3000, 10000, func(p *leads.Partner) { p.BillingEmail = "billing@invoiced.example" })
		other := paidFirm(t, st, "other", 0, 0, func(p *leads.Partner) { p.States = []string{"OH"} })
		quiet := paidFirm(t, st, "quiet", 0, 0, func(p *leads.Partner) { p.States = []string{"OK"} })
		a := delivered(t, st, 1)
		b := delivered(t, st, 2)
		ret, err := st.RequestReturn(ctx, returnOf(firm, a.Reference, billing.ReasonWrongNumber))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.DecideReturn(ctx, ret.ID, true, 0, "Disconnected"); err != nil {
			t.Fatal(err)
		}
		pay(t, st, other.ID, 500)

		// March has not ended: nothing to issue.
		if got, err := st.IssueMonthInvoices(ctx, issue); err != nil || len(got) != 0 {
			t.Fatalf("mid-month: %d invoices, %v", len(got), err)
		}
		// 1 April, 09:00 in New York.
		*now = time.Date(2026, 4, 1, 13, 0, 0, 0, time.UTC)
		march, err := st.IssueMonthInvoices(ctx, issue)
		if err != nil || len(march) != 2 {
			t.Fatalf("1 April: %d invoices, %v", len(march), err)
		}
		inv := march[0]
		if inv.Number != 1 || inv.PartnerID != firm.ID || inv.Period != "2026-03" || march[1].Number != 2 || march[1].PartnerID != other.ID {
			t.Fatalf("numbers: %+v / %+v", inv, march[1])
		}
		wantLines := []string{"payment 10000  ", "charge -3000 " + a.Reference + " TX", "charge -3000 " + b.Reference + " TX",
			"credit 3000 " + a.Reference + " TX"}
		if got := lineSummary(inv); !slices.Equal(got, wantLines) {
			t.Errorf("lines %q, want %q", got, wantLines)
		}
		if inv.OpeningBalanceCents != 0 || inv.ClosingBalanceCents != 7000 || inv.TotalCents != 3000 || inv.ChargesCents != -6000 ||
			inv.CreditsCents != 3000 || inv.PaymentsCents != 10000 || inv.AmountDueCents != 0 {
			t.Errorf("totals: %+v", inv)
		}
		if !inv.PeriodStart.Equal(time.Date(2026, 3, 1, 5, 0, 0, 0, time.UTC)) || !inv.PeriodEnd.Equal(time.Date(2026, 4, 1, 4, 0, 0, 0, time.UTC)) {
			t.Errorf("period %s to %s", inv.PeriodStart, inv.PeriodEnd)
		}
		if inv.BillingEmail != "billing@invoiced.example" || inv.Issuer.Name != "Claimsite" || inv.PaymentInstructions != "Wire to 000123." ||
			inv.TimeZone != "America/New_York" {
			t.Errorf("as issued: %+v", inv)
		}
		if again, err := st.IssueMonthInvoices(ctx, issue); err != nil || len(again) != 0 {
			t.Errorf("run again: %d invoices, %v", len(again), err)
		}

		// An early invoice on 10 April takes April so far; the May one only
		// what came after it.
		*now = time.Date(2026, 4, 8, 15, 0, 0, 0, time.UTC)
		c := delivered(t, st, 3)
		*now = time.Date(2026, 4, 10, 15, 0, 0, 0, time.UTC)
		early, err := st.IssueInvoice(ctx, firm.ID, *now, issue)
		if err != nil || early.Number != 3 || early.Period != "2026-04" || early.OpeningBalanceCents != inv.ClosingBalanceCents ||
			early.ClosingBalanceCents != 4000 || !early.PeriodStart.Equal(inv.PeriodEnd) {
			t.Fatalf("early: %+v, %v", early, err)
		}
		if got := lineSummary(early); !slices.Equal(got, []string{"charge -3000 " + c.Reference + " TX"}) {
			t.Errorf("early lines %q", got)
		}
		for _, id := range []int64{firm.ID, quiet.ID} {
			if _, err := st.IssueInvoice(ctx, id, *now, issue); !errors.Is(err, store.ErrNothingToInvoice) {
				t.Errorf("partner %d with nothing new: %v", id, err)
			}
		}
		*now = time.Date(2026, 4, 20, 15, 0, 0, 0, time.UTC)
		if _, _, err := st.RecordLedgerEntry(ctx, store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerAdjustment, AmountCents: -250,
			Note: "March correction", Key: "adj-1"}); err != nil {
			t.Fatal(err)
		}
		*now = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
		may, err := st.IssueMonthInvoices(ctx, issue)
		if err != nil || len(may) != 1 || may[0].Number != 4 || may[0].Period != "2026-04" || may[0].OpeningBalanceCents != 4000 ||
			may[0].ClosingBalanceCents != 3750 || may[0].Lines[0].Description != "March correction" {
			t.Fatalf("May: %+v, %v", may, err)
		}

		// Every entry of the firm is on exactly one invoice.
		if lines, entries := rawCount(t, st, fmt.Sprintf(`SELECT COUNT(*) FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
			WHERE i.partner_id = %d`, firm.ID)), rawCount(t, st, fmt.Sprintf(`SELECT COUNT(*) FROM ledger_entries WHERE partner_id = %d`, firm.ID)); lines != entries || lines != 6 {
			t.Errorf("%d lines for %d entries", lines, entries)
		}
		// Reading: the firm its own only; the operator's list by period.
		if got, err := st.Invoice(ctx, 1, firm.ID); err != nil || len(got.Lines) != 4 || got.TotalCents != 3000 {
			t.Errorf("own invoice: %+v, %v", got, err)
		}
		if _, err := st.Invoice(ctx, 2, firm.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("another firm's invoice: %v", err)
		}
		if _, err := st.Invoice(ctx, 99, 0); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("no such invoice: %v", err)
		}
		list, total, err := st.Invoices(ctx, store.InvoiceFilter{Period: "2026-04"}, store.Page{Number: 1, Size: 10})
		if err != nil || total != 2 || list[0].Number != 4 || list[1].Number != 3 || list[0].Lines != nil {
			t.Errorf("April's invoices: %d %+v, %v", total, list, err)
		}
		if _, total, _ := st.Invoices(ctx, store.InvoiceFilter{PartnerID: other.ID}, store.Page{Number: 1, Size: 10}); total != 1 {
			t.Errorf("the other firm has %d invoices", total)
		}
		// Issued is final, whatever writes to the database.
		for _, q := range []string{`UPDATE invoices SET total_cents = 0 WHERE number = 1`, `UPDATE invoice_lines SET amount_cents = 0`} {
			if _, err := st.DB().ExecContext(ctx, q); err == nil {
				t.Errorf("%s: changed an issued invoice", q)
			}
		}
		if n := rawCount(t, st, `SELECT COUNT(*) FROM outbox WHERE kind = 'invoice'`); n != 4 {
			t.Errorf("%d invoice mails queued, want 4", n)
		}
	})
}

// TestInvoiceNumbersRacing: two instances issuing invoices at once give
// numbers 1 to n, each once.
func TestInvoiceNumbersRacing(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			first, another := storetest.OpenShared(t, d)
			second := another()
			const n = 8
			var firms []leads.Partner
			for i := range n {
				firms = append(firms, paidFirm(t, first, fmt.Sprint("firm", i), 0, 1000))
			}
			issue := invoiceIssue(t)
			end := first.Now().Add(time.Second)
			var wg sync.WaitGroup
			numbers := make(chan int64, n)
			for i, f := range firms {
				st := []*store.Store{first, second}[i%2]
				wg.Go(func() {
					inv, err := st.IssueInvoice(context.Background(), f.ID, end, issue)
					if err != nil {
						t.Error(err)
					}
					numbers <- inv.Number
				})
			}
			wg.Wait()
			close(numbers)
			var got []int64
			for v := range numbers {
				got = append(got, v)
			}
			slices.Sort(got)
			for i, v := range got {
				if v != int64(i+1) {
					t.Fatalf("numbers %v", got)
				}
			}
		})
	}
}
