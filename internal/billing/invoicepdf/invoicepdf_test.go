package invoicepdf

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"claimsite/internal/billing"
)

func sample(lines int) billing.IssuedInvoice {
	zone, _ := time.LoadLocation("America/Chicago")
	inv := billing.IssuedInvoice{
		Number: 42, PartnerID: 7, Period: "2026-10",
		PeriodStart:         time.Date(2026, 10, 1, 0, 0, 0, 0, zone),
		PeriodEnd:           time.Date(2026, 11, 1, 0, 0, 0, 0, zone),
		OpeningBalanceCents: 50000,
		PartnerName:         "Treasure State Injury Lawyers, PLLC",
		BillingEmail:        "billing@treasure.test",
		BillingMode:         billing.Prepaid,
		Issuer:              billing.Issuer{Name: "Claim Site", Address: "100 Main St, Suite 5, Helena, MT 59601", Email: "accounts@claimsite.test"},
		PaymentInstructions: "Wire to First Bank, account 000123 – reference your invoice number.",
		TimeZone:            "America/Chicago",
		IssuedAt:            time.Date(2026, 11, 1, 6, 0, 0, 0, time.UTC),
	}
	day := time.Date(2026, 10, 3, 15, 0, 0, 0, time.UTC)
	for i := range lines {
		inv.Lines = append(inv.Lines, billing.InvoiceLine{LedgerEntryID: int64(i + 1), Kind: "charge", AmountCents: -4500,
			LeadReference: fmt.Sprintf("CS-%06d", i+1), State: "MT", PracticeArea: "Car Accidents", Date: day})
	}
	inv.Lines = append(inv.Lines,
		billing.InvoiceLine{LedgerEntryID: 900, Kind: "credit", AmountCents: 4500, LeadReference: "CS-000001", State: "MT",
			PracticeArea: "Car Accidents", Date: day.Add(48 * time.Hour)},
		billing.InvoiceLine{LedgerEntryID: 901, Kind: "payment", AmountCents: 100000, Description: "ACH · 2026-10-15", Date: day.Add(240 * time.Hour)})
	if err := inv.Total(); err != nil {
		panic(err)
	}
	return inv
}

// pdfText reads a PDF back with Debian's pdftotext (poppler-utils, which
// scripts/ensure-tools.sh installs): a missing tool fails, never skips.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "invoice.pdf")
	if err := os.WriteFile(path, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext (poppler-utils; scripts/ensure-tools.sh installs it): %v", err)
	}
	return string(out)
}

func TestInvoiceReadsBack(t *testing.T) {
	inv := sample(3)
	pdf, err := Render(inv)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", pdf[:16])
	}
	text := pdfText(t, pdf)
	for _, want := range []string{
		"INVOICE", "Number: 42", "Issued: Nov 1, 2026", "Period: Oct 1, 2026 – Oct 31, 2026",
		"Treasure State Injury Lawyers, PLLC", "billing@treasure.test", "Claim Site", "Helena, MT 59601",
		"Opening balance", "$500.00", "Leads charged (3)", "-$135.00", "Return credits", "$45.00",
		"Payments received", "$1,000.00", "Closing balance", "$1,410.00",
		"Leads this period, less credits", "$90.00", "Amount due", "$0.00",
		"CS-000001", "CS-000003", "Car Accidents", "Oct 3, 2026", "Return credit", "ACH · 2026-10-15",
		"How to pay", "account 000123 – reference", "Page 1 of 1",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF does not say %q:\n%s", want, text)
		}
	}
	again, _ := Render(inv)
	if !bytes.Equal(pdf, again) {
		t.Error("the same invoice gave two different PDFs")
	}
}

func TestLongInvoiceRepeatsItsHeader(t *testing.T) {
	pdf, err := Render(sample(120))
	if err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, pdf)
	pages := strings.Split(text, "\f")
	if len(pages) < 3 {
		t.Fatalf("120 lines on %d pages", len(pages))
	}
	for i, p := range pages[:len(pages)-1] {
		if !strings.Contains(p, "Reference") || !strings.Contains(p, fmt.Sprintf("Page %d of", i+1)) {
			t.Errorf("page %d lacks the table header or its number:\n%s", i+1, p)
		}
	}
	if !strings.Contains(text, "CS-000120") {
		t.Error("the last line is missing")
	}
}

func TestAmountDueWhenTheFirmOwes(t *testing.T) {
	inv := sample(2)
	inv.OpeningBalanceCents = -200000
	inv.BillingMode = billing.Invoice
	inv.Lines = inv.Lines[:2]
	if err := inv.Total(); err != nil {
		t.Fatal(err)
	}
	if inv.AmountDueCents != 209000 || inv.TotalCents != 9000 || inv.ClosingBalanceCents != -209000 {
		t.Fatalf("due %d, total %d, closing %d", inv.AmountDueCents, inv.TotalCents, inv.ClosingBalanceCents)
	}
	pdf, err := Render(inv)
	if err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, pdf); !strings.Contains(text, "$2,090.00") {
		t.Errorf("amount due missing:\n%s", text)
	}
}
