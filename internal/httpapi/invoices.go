package httpapi

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"time"

	"claimsite/internal/billing"
	"claimsite/internal/billing/invoicepdf"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Partner invoices (issue 22, decision 052): a firm reads its own in the
// portal, the operator every firm's; each as JSON (the screens draw it as
// HTML) and as a PDF served only behind the session that may read it,
// never through a token in a URL.

const invoicesPageSize = 25

var errInvoiceNotFound = newError(http.StatusNotFound, "Invoice not found")

// invoicePeriod is what a period filter looks like: YYYY-MM.
var invoicePeriod = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])$`)

// invoiceAnswer is an invoice with where its PDF is, for the caller's
// area.
type invoiceAnswer struct {
	billing.IssuedInvoice
	PDFURL string `json:"pdf_url"`
}

func answerInvoice(inv billing.IssuedInvoice, area string) invoiceAnswer {
	return invoiceAnswer{IssuedInvoice: inv, PDFURL: "/api/" + area + "/invoices/" + strconv.FormatInt(inv.Number, 10) + "/pdf"}
}

// invoiceIssue is what the settings as saved now put on an invoice.
func (s *Server) invoiceIssue(ctx context.Context) (store.InvoiceIssue, error) {
	set, err := s.settings.Current(ctx)
	if err != nil {
		return store.InvoiceIssue{}, err
	}
	return store.InvoiceIssue{
		Issuer:              set.InvoiceIssuer(),
		PaymentInstructions: set.PaymentInstructions,
		Zone:                set.Location(),
	}, nil
}

// IssueMonthInvoices issues every firm's invoice of the month that ended
// (the monthly job, once an hour on one instance: the store issues each
// invoice once) and wakes the outbox for their mails.
func (s *Server) IssueMonthInvoices(ctx context.Context) ([]billing.IssuedInvoice, error) {
	issue, err := s.invoiceIssue(ctx)
	if err != nil {
		return nil, err
	}
	issued, err := s.store.IssueMonthInvoices(ctx, issue)
	if len(issued) > 0 {
		s.queued()
	}
	return issued, err
}

// invoiceList answers a page of the invoices f picks, for area.
func (s *Server) invoiceList(w http.ResponseWriter, r *http.Request, f store.InvoiceFilter, area string) error {
	if f.Period != "" && !invoicePeriod.MatchString(f.Period) {
		errs := validate.Errors{}
		errs.Add("period", "The period must be a month written YYYY-MM.")
		return invalid(errs)
	}
	page := pageParam(r, invoicesPageSize)
	list, total, err := s.store.Invoices(r.Context(), f, page)
	if err != nil {
		return err
	}
	answers := make([]invoiceAnswer, len(list))
	for i, inv := range list {
		answers[i] = answerInvoice(inv, area)
	}
	writeJSON(w, http.StatusOK, paginate(r, page, answers, total))
	return nil
}

// invoiceOf is the invoice the path's number names, with its lines: for
// a firm (partnerID other than 0), only its own.
func (s *Server) invoiceOf(r *http.Request, partnerID int64) (billing.IssuedInvoice, error) {
	number, err := strconv.ParseInt(r.PathValue("number"), 10, 64)
	if err != nil {
		return billing.IssuedInvoice{}, errInvoiceNotFound
	}
	inv, err := s.store.Invoice(r.Context(), number, partnerID)
	if errors.Is(err, store.ErrNotFound) {
		return inv, errInvoiceNotFound
	}
	return inv, err
}

// writeInvoicePDF answers the invoice as a PDF the browser shows.
func writeInvoicePDF(w http.ResponseWriter, inv billing.IssuedInvoice) error {
	pdf, err := invoicepdf.Render(inv)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Disposition", `inline; filename="invoice-`+strconv.FormatInt(inv.Number, 10)+`.pdf"`)
	h.Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	_, err = w.Write(pdf)
	return err
}

func (s *Server) handlePortalInvoices(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	return s.invoiceList(w, r, store.InvoiceFilter{PartnerID: firm.ID}, "partner")
}

func (s *Server) handlePortalInvoice(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	inv, err := s.invoiceOf(r, firm.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(answerInvoice(inv, "partner")))
	return nil
}

func (s *Server) handlePortalInvoicePDF(w http.ResponseWriter, r *http.Request) error {
	firm, err := s.ownFirm(r)
	if err != nil {
		return err
	}
	inv, err := s.invoiceOf(r, firm.ID)
	if err != nil {
		return err
	}
	return writeInvoicePDF(w, inv)
}

// handleInvoiceList is every firm's invoices, or one firm's
// (?partner_id=), or one month's (?period=YYYY-MM).
func (s *Server) handleInvoiceList(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := store.InvoiceFilter{Period: q.Get("period")}
	if v := q.Get("partner_id"); v != "" {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil || id < 1 {
			errs := validate.Errors{}
			errs.Add("partner_id", "The partner must be a partner's id.")
			return invalid(errs)
		}
		f.PartnerID = id
	}
	return s.invoiceList(w, r, f, "admin")
}

func (s *Server) handleInvoice(w http.ResponseWriter, r *http.Request) error {
	inv, err := s.invoiceOf(r, 0)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(answerInvoice(inv, "admin")))
	return nil
}

func (s *Server) handleInvoicePDF(w http.ResponseWriter, r *http.Request) error {
	inv, err := s.invoiceOf(r, 0)
	if err != nil {
		return err
	}
	return writeInvoicePDF(w, inv)
}

// handleInvoiceIssue issues a firm's invoice now, of every entry no
// invoice took yet (a firm that leaves mid-month, or asks for its
// statement): 201 with it, 422 when there is nothing to invoice. The
// monthly invoice then takes only what comes after.
func (s *Server) handleInvoiceIssue(w http.ResponseWriter, r *http.Request) error {
	partner, err := s.partnerOf(r)
	if err != nil {
		return err
	}
	issue, err := s.invoiceIssue(r.Context())
	if err != nil {
		return err
	}
	// The end is exclusive: one microsecond (the finest time the databases
	// keep) after now takes an entry written this very instant too.
	end := s.store.Now().Truncate(time.Microsecond).Add(time.Microsecond)
	inv, err := s.store.IssueInvoice(r.Context(), partner.ID, end, issue)
	if errors.Is(err, store.ErrNothingToInvoice) {
		errs := validate.Errors{}
		errs.Add("partner", "Every ledger entry of this partner is on an invoice already.")
		return invalid(errs)
	}
	if err != nil {
		return err
	}
	s.queued()
	auditRecordID(r, inv.Number)
	auditDetail(r, "invoice "+strconv.FormatInt(inv.Number, 10)+" to partner "+strconv.FormatInt(partner.ID, 10))
	writeJSON(w, http.StatusCreated, envelope(answerInvoice(inv, "admin")))
	return nil
}
