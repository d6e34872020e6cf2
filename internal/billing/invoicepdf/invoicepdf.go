// Package invoicepdf writes an issued invoice as a PDF
// (github.com/go-pdf/fpdf, decision 052). The same invoice always gives
// the same bytes: its dates are the invoice's own, never the clock's.
package invoicepdf

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"

	"claimsite/internal/billing"
)

// kindLabels are what a line's kind reads as on the page.
var kindLabels = map[string]string{
	"charge":     "Lead",
	"credit":     "Return credit",
	"payment":    "Payment",
	"adjustment": "Adjustment",
}

// A4-wide enough and US Letter: the firms are American.
const (
	margin    = 15.0
	pageWidth = 215.9 - 2*margin
	lineH     = 5.5
)

// columns of the lines table: title, width (mm), alignment.
var columns = []struct {
	title string
	width float64
	align string
}{
	{"Date", 24, "L"},
	{"Item", 28, "L"},
	{"Reference", 34, "L"},
	{"State", 14, "L"},
	{"Practice area / note", 56, "L"},
	{"Amount", pageWidth - 24 - 28 - 34 - 14 - 56, "R"},
}

// Render writes inv (with its lines) as a PDF.
func Render(inv billing.IssuedInvoice) ([]byte, error) {
	zone := inv.Zone()
	pdf := fpdf.New("P", "mm", "Letter", "")
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin+5)
	pdf.SetCreationDate(inv.IssuedAt)
	pdf.SetModificationDate(inv.IssuedAt)
	pdf.SetCatalogSort(true)
	tr := pdf.UnicodeTranslatorFromDescriptor("") // UTF-8 to the core fonts' cp1252
	title := fmt.Sprintf("Invoice %d", inv.Number)
	pdf.SetTitle(title, true)
	pdf.SetAuthor(inv.Issuer.Name, true)
	pdf.SetCreator(inv.Issuer.Name, true)
	pdf.AliasNbPages("{nb}")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-margin)
		pdf.SetFont("Helvetica", "", 8)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(pageWidth/2, 5, tr(title+" · "+inv.Issuer.Name), "", 0, "L", false, 0, "")
		pdf.CellFormat(pageWidth/2, 5, fmt.Sprintf("Page %d of {nb}", pdf.PageNo()), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()
	money := func(c int64) string { return tr(billing.FormatUSD(c, "en-US")) }
	date := func(t interface{ Format(string) string }) string { return t.Format("Jan 2, 2006") }

	// Issuer (left) and the invoice's identity (right).
	top := pdf.GetY()
	pdf.SetFont("Helvetica", "B", 15)
	pdf.MultiCell(pageWidth*0.55, 7, tr(inv.Issuer.Name), "", "L", false)
	pdf.SetFont("Helvetica", "", 9)
	for _, l := range []string{inv.Issuer.Address, inv.Issuer.Email, inv.Issuer.Phone} {
		if l = strings.TrimSpace(l); l != "" {
			pdf.MultiCell(pageWidth*0.55, 4.5, tr(l), "", "L", false)
		}
	}
	leftBottom := pdf.GetY()
	pdf.SetXY(margin+pageWidth*0.55, top)
	pdf.SetFont("Helvetica", "B", 20)
	pdf.CellFormat(pageWidth*0.45, 9, "INVOICE", "", 2, "R", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	for _, kv := range [][2]string{
		{"Number", fmt.Sprint(inv.Number)},
		{"Issued", date(inv.IssuedAt.In(zone))},
		{"Period", date(inv.PeriodStart.In(zone)) + " – " + date(inv.PeriodEnd.Add(-1).In(zone))},
	} {
		pdf.SetX(margin + pageWidth*0.55)
		pdf.CellFormat(pageWidth*0.45, 4.5, tr(kv[0]+": "+kv[1]), "", 2, "R", false, 0, "")
	}
	pdf.SetY(max(leftBottom, pdf.GetY()) + 6)

	// Bill to.
	pdf.SetFont("Helvetica", "B", 9)
	pdf.CellFormat(pageWidth, 5, "Bill to", "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 10)
	pdf.MultiCell(pageWidth, 5, tr(inv.PartnerName), "", "L", false)
	if inv.BillingEmail != "" {
		pdf.MultiCell(pageWidth, 5, tr(inv.BillingEmail), "", "L", false)
	}
	pdf.Ln(5)

	// Summary.
	charged := 0
	for _, l := range inv.Lines {
		if l.Kind == "charge" {
			charged++
		}
	}
	summary := [][2]string{
		{"Opening balance", money(inv.OpeningBalanceCents)},
		{fmt.Sprintf("Leads charged (%d)", charged), money(inv.ChargesCents)},
		{"Return credits", money(inv.CreditsCents)},
		{"Payments received", money(inv.PaymentsCents)},
		{"Adjustments", money(inv.AdjustmentsCents)},
		{"Closing balance", money(inv.ClosingBalanceCents)},
	}
	pdf.SetFont("Helvetica", "", 10)
	for _, kv := range summary {
		pdf.CellFormat(pageWidth-40, lineH, kv[0], "", 0, "L", false, 0, "")
		pdf.CellFormat(40, lineH, kv[1], "", 1, "R", false, 0, "")
	}
	pdf.SetFont("Helvetica", "B", 11)
	pdf.CellFormat(pageWidth-40, 7, tr("Leads this period, less credits"), "T", 0, "L", false, 0, "")
	pdf.CellFormat(40, 7, money(inv.TotalCents), "T", 1, "R", false, 0, "")
	pdf.CellFormat(pageWidth-40, 7, "Amount due", "", 0, "L", false, 0, "")
	pdf.CellFormat(40, 7, money(inv.AmountDueCents), "", 1, "R", false, 0, "")
	pdf.Ln(5)

	// Lines, the header repeated on each page.
	header := func() {
		pdf.SetFont("Helvetica", "B", 8.5)
		pdf.SetFillColor(235, 238, 242)
		for _, c := range columns {
			pdf.CellFormat(c.width, 6, c.title, "B", 0, c.align, true, 0, "")
		}
		pdf.Ln(-1)
		pdf.SetFont("Helvetica", "", 8.5)
	}
	header()
	_, pageH := pdf.GetPageSize()
	for _, l := range inv.Lines {
		if pdf.GetY()+lineH > pageH-margin-5 {
			pdf.AddPage()
			header()
		}
		about := l.PracticeArea
		if l.Description != "" {
			about = l.Description
		}
		cells := []string{date(l.Date.In(zone)), kindLabels[l.Kind], l.LeadReference, l.State, about, money(l.AmountCents)}
		for i, c := range columns {
			pdf.CellFormat(c.width, lineH, fit(pdf, tr(cells[i]), c.width-1), "", 0, c.align, false, 0, "")
		}
		pdf.Ln(-1)
	}
	if len(inv.Lines) == 0 {
		pdf.CellFormat(pageWidth, lineH, "No entries.", "", 1, "L", false, 0, "")
	}

	if inv.PaymentInstructions != "" {
		pdf.Ln(6)
		pdf.SetFont("Helvetica", "B", 9)
		pdf.CellFormat(pageWidth, 5, "How to pay", "", 1, "L", false, 0, "")
		pdf.SetFont("Helvetica", "", 9)
		pdf.MultiCell(pageWidth, 4.5, tr(inv.PaymentInstructions), "", "L", false)
	}
	pdf.Ln(4)
	pdf.SetFont("Helvetica", "I", 8)
	pdf.SetTextColor(110, 110, 110)
	pdf.MultiCell(pageWidth, 4, tr("Prices are fixed per lead when it is delivered and never depend on what became of a lead. "+
		"An issued invoice is never changed: corrections appear as adjustments on the next one."), "", "L", false)

	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// fit shortens s with an ellipsis until it fits width (mm) in the current
// font, so a long practice area never runs into the amount.
func fit(pdf *fpdf.Fpdf, s string, width float64) string {
	if pdf.GetStringWidth(s) <= width {
		return s
	}
	r := []byte(s) // cp1252 already: one byte a character
	for len(r) > 0 && pdf.GetStringWidth(string(r)+"...") > width {
		r = r[:len(r)-1]
	}
	return string(r) + "..."
}
