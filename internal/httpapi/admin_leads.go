package httpapi

import (
	"bufio"
	"errors"
	"maps"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// leadFilter reads the list filters shared by the table and the export.
func leadFilter(r *http.Request) (store.LeadFilter, error) {
	q := r.URL.Query()
	// Clean: PostgreSQL refuses a NUL in text (a 500 for ?q=%00).
	f := store.LeadFilter{Query: validate.Clean(q.Get("q"))}
	errs := validate.Errors{}
	checkSearchTerm(errs, f.Query)
	if v := strings.TrimSpace(q.Get("state")); v != "" {
		code, ok := leads.StateCode(v)
		if !ok {
			errs.Add("state", "Unknown state.")
		}
		f.State = code
	}
	if v := strings.TrimSpace(q.Get("status")); v != "" {
		if !slices.Contains(leads.Statuses, v) {
			errs.Add("status", "The status must be one of: "+strings.Join(leads.Statuses, ", ")+".")
		}
		f.Status = v
	}
	for _, e := range []struct {
		field   string
		dst     *string
		allowed []string
	}{{"routing", &f.Routing, leads.RoutingOutcomes}, {"delivery", &f.Delivery, store.DeliveryStatuses}, {"tier", &f.Tier, billing.Tiers},
		{"language", &f.Language, leads.ContactLanguages}} {
		v := strings.TrimSpace(q.Get(e.field))
		if v != "" && !slices.Contains(e.allowed, v) {
			errs.Add(e.field, "The "+e.field+" must be one of: "+strings.Join(e.allowed, ", ")+".")
		}
		*e.dst = v
	}
	f.From, f.To = dayRange(q, errs)
	attributionFilter(r, &f, errs)
	if errs.Any() {
		return f, invalid(errs)
	}
	return f, nil
}

// dayRange reads an admin list's from and to (YYYY-MM-DD, both days
// included): from's midnight and the midnight after to, UTC; zero for one
// not given, and an error in errs for one that is not a date.
func dayRange(q url.Values, errs validate.Errors) (from, to time.Time) {
	for _, d := range []struct {
		field string
		dst   *time.Time
		days  int // "to" is inclusive: the range ends at the next midnight
	}{{"from", &from, 0}, {"to", &to, 1}} {
		v := strings.TrimSpace(q.Get(d.field))
		if v == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", v)
		if err != nil {
			errs.Add(d.field, "Use a date of the form YYYY-MM-DD.")
			continue
		}
		*d.dst = t.AddDate(0, 0, d.days)
	}
	return from, to
}

// leadPage is the lead list's answer: the pagination envelope, and
//   - next_cursor: where the next page starts (?before=), null on the last
//     page. Following it keeps each page in place while leads arrive.
//   - total_exact: false when a count the daily summaries cannot give (a
//     search, some combinations of filters) had more matches than it
//     counts, store.CountCap; total is then that cap.
type leadPage struct {
	paginated[leads.Lead]
	NextCursor *string `json:"next_cursor"`
	TotalExact bool    `json:"total_exact"`
}

// handleLeadList lists the leads, by page number (?page=) or after a
// cursor (?before=, from next_cursor; ?page= then only numbers the page).
func (s *Server) handleLeadList(w http.ResponseWriter, r *http.Request) error {
	f, err := leadFilter(r)
	if err != nil {
		return err
	}
	var before *store.LeadCursor
	if v := r.URL.Query().Get("before"); v != "" {
		c, err := store.ParseLeadCursor(v)
		if err != nil {
			return invalid(validate.Errors{"before": {"The cursor is not valid: use next_cursor from a previous page."}})
		}
		before = &c
	}
	p := pageParam(r, tablePageSize)
	var list store.LeadList
	switch sort := r.URL.Query().Get("sort"); sort {
	case "", "newest":
		list, err = s.store.LeadList(r.Context(), f, p, before)
	case "tier":
		// Best tier first, by page number: a cursor walks the time order.
		if before != nil {
			return invalid(validate.Errors{"before": {"A cursor pages the newest-first order; sorted by tier, use page."}})
		}
		list, err = s.store.LeadListByTier(r.Context(), f, p)
	default:
		return invalid(validate.Errors{"sort": {"The sort must be newest or tier."}})
	}
	if err != nil {
		return err
	}
	out := leadPage{paginated: paginate(r, p, list.Items, list.Total), TotalExact: list.TotalExact}
	if list.Next != nil {
		c := list.Next.String()
		out.NextCursor = &c
	}
	if before != nil {
		// The page number is the client's count; the next page is the
		// cursor's, whatever the total says.
		out.NextPageURL = nil
		if out.NextCursor != nil {
			u := pageURL(r, p.Number+1) + "&before=" + *out.NextCursor
			out.NextPageURL = &u
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// leadPatch is the body of PATCH /api/admin/leads/{id}: the operator's
// follow-up (status, notes) and corrections to the person's contact
// details (a CCPA correction request). A field not sent is left alone.
type leadPatch struct {
	Status    *string `json:"status"`
	Notes     *string `json:"notes"`
	FirstName *string `json:"first_name"`
	LastName  *string `json:"last_name"`
	Name      *string `json:"name"`
	Email     *string `json:"email"`
	Phone     *string `json:"phone"`
	ZipCode   *string `json:"zip_code"`
}

// msgLeadErased refuses a contact correction on an erased lead.
const msgLeadErased = "This lead's personal data was erased: there are no contact details left to correct."

// handleLeadUpdate changes a lead's status and notes and corrects its
// contact details. Corrections are held to the rules of the lead's own
// form (leads.Correction) and stored as intake stores them. Nothing of
// the person goes to the log: an error is logged by respondError without
// the body.
func (s *Server) handleLeadUpdate(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, "Lead not found")
	}
	var req leadPatch
	if err := decodeJSON(w, r, &req); err != nil {
		return err
	}
	errs := validate.Errors{}
	if req.Status != nil && !slices.Contains(leads.Statuses, *req.Status) {
		errs.Add("status", "The status must be one of: "+strings.Join(leads.Statuses, ", ")+".")
	}
	if req.Notes != nil {
		errs.MaxLength("notes", "notes", *req.Notes, 10000)
	}
	correction := leads.Correction{FirstName: req.FirstName, LastName: req.LastName, Name: req.Name,
		Email: req.Email, Phone: req.Phone, ZipCode: req.ZipCode}
	if correction.Any() {
		// The rules depend on the lead's form, which never changes.
		lead, err := s.store.Lead(r.Context(), id)
		if errors.Is(err, store.ErrNotFound) {
			return newError(http.StatusNotFound, "Lead not found")
		}
		if err != nil {
			return err
		}
		if lead.ErasedAt != nil {
			return newError(http.StatusConflict, msgLeadErased)
		}
		var contactErrs validate.Errors
		correction, contactErrs = correction.Check(lead.SourceForm)
		maps.Copy(errs, contactErrs)
	}
	if errs.Any() {
		return invalid(errs)
	}
	lead, err := s.store.UpdateLead(r.Context(), id, store.LeadUpdate{Status: req.Status, Notes: req.Notes, Contact: correction,
		By: currentUser(r).ID})
	switch {
	case errors.Is(err, store.ErrNotFound):
		return newError(http.StatusNotFound, "Lead not found")
	case errors.Is(err, store.ErrLeadErased):
		// Erased since it was read above.
		return newError(http.StatusConflict, msgLeadErased)
	case err != nil:
		return err
	}
	auditDetail(r, leadPatchSummary(req))
	writeJSON(w, http.StatusOK, map[string]any{"message": "Lead updated", "lead": lead})
	return nil
}

func (s *Server) handleLeadDelete(w http.ResponseWriter, r *http.Request) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, "Lead not found")
	}
	if err := s.store.DeleteLead(r.Context(), id); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return newError(http.StatusNotFound, "Lead not found")
		}
		return err
	}
	auditDetail(r, "personal data erased")
	writeJSON(w, http.StatusOK, map[string]string{"message": "Lead deleted"})
	return nil
}

var leadCSVHeader = append([]string{
	"id", "reference", "created_at", "status", "source_form", "tier", "language", "language_fallback", "first_name", "last_name", "name", "email", "phone", "zip_code",
	"state", "description", "notes", "verified", "duplicate_of", "consent_version", "consent_language", "consented_at", "ip",
	"user_agent", "page_url", "referrer", "leadid_token", "trustedform_cert_url", "leadid_state", "trustedform_state",
	"trustedform_detail", "experiments",
}, attributionCSVHeader...)

// handleLeadExport streams the filtered leads as CSV that no spreadsheet
// runs as a formula (see csvRow).
func (s *Server) handleLeadExport(w http.ResponseWriter, r *http.Request) error {
	f, err := leadFilter(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="leads-`+time.Now().UTC().Format("2006-01-02")+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	out := bufio.NewWriter(w)
	if _, err := out.WriteString(csvRow(leadCSVHeader)); err != nil {
		return err
	}
	err = s.store.EachLead(r.Context(), f, func(l leads.Lead) error {
		dup := ""
		if l.DuplicateOf != nil {
			dup = strconv.FormatInt(*l.DuplicateOf, 10)
		}
		_, err := out.WriteString(csvRow(withAttribution([]string{
			strconv.FormatInt(l.ID, 10), l.Reference, l.CreatedAt.UTC().Format(time.RFC3339), l.Status, l.SourceForm, l.Tier, l.Language,
			strconv.FormatBool(l.LanguageFallback), l.FirstName, l.LastName, l.Name, l.Email, l.Phone, l.ZipCode, l.State, l.Description, l.Notes,
			strconv.FormatBool(l.Verified), dup, l.Consent.TextVersion, l.Consent.Language, l.Consent.At.UTC().Format(time.RFC3339),
			l.Consent.IP, l.Consent.UserAgent, l.Consent.PageURL, l.Consent.Referrer, l.Consent.LeadIDToken,
			l.Consent.TrustedFormCertURL, l.Consent.LeadIDState, l.Consent.TrustedFormState, l.Consent.TrustedFormDetail,
			leadVariantsCell(l.Experiments),
		}, l)))
		return err
	})
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		// The CSV has started: all that is left is to log and cut it short.
		s.log.ErrorContext(r.Context(), "lead export", "err", err)
	}
	return nil
}

// leadVariantsCell is a lead's experiment variants in one cell:
// "experiment id=variant key", apart by spaces.
func leadVariantsCell(list []leads.ExperimentVariant) string {
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = strconv.FormatInt(x.ExperimentID, 10) + "=" + x.Variant
	}
	return strings.Join(parts, " ")
}

// csvRow is one CSV line (RFC 4180, ending in CRLF) with every cell quoted
// and defused. encoding/csv quotes a cell only when it must, so a cell such
// as x;=cmd|' /C calc'!A0 went out bare, and a spreadsheet that splits
// columns on ';' (the default in much of Europe) or on tabs saw a cell
// starting with "=". Quoting every cell keeps each one whole in readers that
// honour quotes; defuseFormula covers the readers that split anyway.
func csvRow(cells []string) string {
	var b strings.Builder
	for i, cell := range cells {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(strings.ReplaceAll(defuseFormula(cell), `"`, `""`))
		b.WriteByte('"')
	}
	b.WriteString("\r\n")
	return b.String()
}

// csvSeparators are the characters some spreadsheet splits cells or rows
// on: the comma, the semicolon, tab, pipe (offered as "other" separator),
// and line breaks (which end a row in readers that ignore quotes).
const csvSeparators = ",;\t|\r\n"

// plainNumber matches what a spreadsheet reads as a number, not a formula,
// even with a leading sign: -5, +3.25.
var plainNumber = regexp.MustCompile(`^[-+]?[0-9]+(\.[0-9]+)?$`)

// defuseFormula makes a cell safe to open in any spreadsheet. A spreadsheet
// runs a cell that starts with = + - or @ as a formula (a DDE payload can
// start a program). Such a start is made text by putting a ' before it: at
// the start of the cell, and after every separator inside it (spaces after
// the separator skipped, as some importers trim them), since a reader that
// splits there starts a new cell. A cell starting with tab or CR gets the
// ' as well. Hyphens inside words (Rear-ended, 555-123-4567) and plain
// signed numbers (-5) are left alone: neither is a formula. The apostrophe
// is what spreadsheets themselves use to mark text, so the value stays
// readable; the database keeps what was typed.
func defuseFormula(cell string) string {
	if cell == "" {
		return cell
	}
	var b strings.Builder
	if cell[0] == '\t' || cell[0] == '\r' {
		b.WriteByte('\'')
	}
	start := true // at the start of the cell or right after a separator
	for i := 0; i < len(cell); i++ {
		c := cell[i]
		switch {
		case strings.IndexByte(csvSeparators, c) >= 0:
			start = true
		case c == ' ' && start:
		case start:
			start = false
			if strings.IndexByte("=+-@", c) >= 0 && !plainNumber.MatchString(segment(cell[i:])) {
				b.WriteByte('\'')
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// segment is s up to its first separator.
func segment(s string) string {
	if i := strings.IndexAny(s, csvSeparators); i >= 0 {
		return s[:i]
	}
	return s
}

// dashboard is the dashboard's counts a role may see: each part is sent
// (its fields beside the others') only to a role with its permission.
type dashboard struct {
	*store.ContentStats
	*store.AccountStats
	*store.LeadStats
	*store.MoneyStats
	*store.ReturnStats
}

func (s *Server) handleStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.store.Stats(r.Context())
	if err != nil {
		return err
	}
	role, d := currentUser(r).Role, dashboard{}
	if role.Can(access.Content) {
		d.ContentStats = &st.ContentStats
	}
	if role.Can(access.Users) {
		d.AccountStats = &st.AccountStats
	}
	if role.Can(access.Leads) {
		d.LeadStats = &st.LeadStats
	}
	if role.Can(access.Returns) {
		n, err := s.store.PendingReturns(r.Context())
		if err != nil {
			return err
		}
		d.ReturnStats = &store.ReturnStats{ReturnsPending: n}
	}
	// Money is the partners permission's (admin): intake sees no revenue
	// or balance.
	if role.Can(access.Partners) {
		snap, err := s.settings.Current(r.Context())
		if err != nil {
			return err
		}
		m, err := s.store.DashboardMoney(r.Context(), snap.Location())
		if err != nil {
			return err
		}
		d.MoneyStats = &m
	}
	writeJSON(w, http.StatusOK, envelope(d))
	return nil
}
