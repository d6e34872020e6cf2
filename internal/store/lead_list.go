package store

import (
	"cmp"
	"context"
	"encoding/base64"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"claimsite/internal/leads"
)

// The admin leads inbox at a million leads (issue 20, migration 020): every
// filter is served by an index that also gives the list's order, free text
// goes through a text index, and pages can follow a cursor instead of an
// offset.

// CountCap is how many leads a count reads at most when the daily
// summaries cannot give its total (countCap): past it, a total is a lower
// bound (LeadList.TotalExact false).
const CountCap = 1000

// minTrigram is the shortest term the text index can look up: its entries
// are trigrams. A shorter term matches names and references by prefix.
const minTrigram = 3

// leadOrder is the order of every lead list: newest first, the id breaking
// ties, so a cursor (created_at, id) names one place in it.
const leadOrder = " ORDER BY l.created_at DESC, l.id DESC"

// leadSearchText is, on PostgreSQL, the text a lead is searched in: the
// expression of the trigram index leads_search (deferredIndexes), which a
// query must repeat exactly for the index to serve it. One field a line, so
// a term never matches across two fields; "first last" on one line.
var leadSearchText = searchTextOf("l.")

// searchTextOf is that expression over the columns of leads prefixed by
// alias ("l.", or "" in the index's definition).
func searchTextOf(alias string) string {
	return strings.ReplaceAll(`lower(@first_name || ' ' || @last_name || chr(10) || @name || chr(10) || @email || chr(10) ||
	regexp_replace(@phone, '[^0-9]', '', 'g') || chr(10) || @zip_code || chr(10) || @reference || chr(10) ||
	@description || chr(10) || @notes)`, "@", alias)
}

// LeadCursor is a place in the lead list: the created_at and id of the last
// lead a page showed. The next page starts after it.
type LeadCursor struct {
	CreatedAt time.Time
	ID        int64
}

// ErrBadCursor is a cursor that LeadCursor.String did not make.
var ErrBadCursor = errors.New("malformed cursor")

// String is the cursor in its opaque form: base64url (no padding) of
// "<created_at RFC 3339, nanoseconds, UTC> <id>".
func (c LeadCursor) String() string {
	raw := c.CreatedAt.UTC().Format(time.RFC3339Nano) + " " + strconv.FormatInt(c.ID, 10)
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

// ParseLeadCursor reads a cursor String made; ErrBadCursor otherwise.
func ParseLeadCursor(s string) (LeadCursor, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(s) > 100 {
		return LeadCursor{}, ErrBadCursor
	}
	at, id, ok := strings.Cut(string(raw), " ")
	if !ok {
		return LeadCursor{}, ErrBadCursor
	}
	t, err := time.Parse(time.RFC3339Nano, at)
	if err != nil {
		return LeadCursor{}, ErrBadCursor
	}
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil || n < 1 {
		return LeadCursor{}, ErrBadCursor
	}
	// UTC, as the store writes times: on SQLite a time is compared as the
	// text the driver makes of it, which includes the zone.
	return LeadCursor{CreatedAt: t.UTC(), ID: n}, nil
}

// LeadList is one page of the lead list.
type LeadList struct {
	Items []Lead
	// Total counts the leads matching the filter (whatever the page). A
	// count the daily summaries cannot give reads at most CountCap + 1 of
	// them: then Total is CountCap and TotalExact false.
	Total      int
	TotalExact bool
	// Next is where the following page starts; nil on the last page.
	Next *LeadCursor
}

// leadMatch is the FROM and WHERE of the leads a filter keeps, in the
// store's dialect. Args hold the FROM's arguments, then the WHERE's.
type leadMatch struct {
	from  string
	conds []string
	args  []any
	// textCount, when set, is the FROM and WHERE that count a search's
	// matches without reading a lead, and textArgs their arguments
	// (capLimit for the count's limit); countQuery uses them when the
	// search is the only filter, its textConds the only conditions.
	textCount string
	textArgs  []any
	textConds int
}

// capLimit stands in a count's arguments for its cap + 1 (countQuery).
type capLimit struct{}

func (m *leadMatch) add(cond string, a ...any) {
	m.conds = append(m.conds, cond)
	m.args = append(m.args, a...)
}

func (m *leadMatch) where() string {
	if len(m.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(m.conds, " AND ")
}

// leadForms says how matchLeads reads what the lead's own indexes cannot
// serve. The zero value reads each filter on another table from that
// table's index (its matches first, then sorted) and a search from the
// text index.
type leadForms struct {
	// broad: a search with many matches (readForms; see matchLeads).
	broad bool
	// broadByIDs: broad, each lead walked checked against the ids of the
	// matches, read once from the text index, rather than its own text
	// (a count, which walks up to CountCap matches: a last name 4% of a
	// million leads have with a state, counted to 1,000 on SQLite, 52-76
	// ms by the ids, 124-162 ms by each lead's text; PostgreSQL's planner
	// then reads the index as for a narrow search, or walks, as it weighs).
	broadByIDs bool
	// walkDelivery, walkAttribution: the delivery and attribution filters
	// are checked on each lead as the list's order is walked, which stops
	// when the page is full, instead of reading all their matches first
	// (matchCounts.forms chooses).
	walkDelivery, walkAttribution bool
	// driveDelivery: the delivery filter's matches, read first, lead the
	// join to the leads, which are read by id (a count: countForms).
	driveDelivery bool
}

// matchLeads turns f into a leadMatch. Each condition is one an index
// serves together with leadOrder (migration 020; lead_list_plan_test.go
// checks the plans):
//   - state, status, routing, e-mail: (column, created_at, id), walked from
//     its end, so a page reads about as many entries as it shows; state and
//     status together: (state, status, created_at, id);
//   - from/to: a range of (created_at, id);
//   - source, medium, campaign, delivery: an IN over the other table's index
//     (lower(utm_*); outbox (status, ...) then deliveries by outbox_id), so
//     the cost follows the leads that match, not the leads there are; or,
//     when they are many (forms.walk*), an EXISTS on each lead the order
//     walks (lead_attribution by lead_id; deliveries_lead, then the outbox
//     by id), so the cost follows the page;
//   - free text: the text index (FTS5 trigram on SQLite, pg_trgm on
//     PostgreSQL), or for one or two characters the names' and reference's
//     prefix indexes.
//
// forms.broad is for a search with many matches: the page walks
// the list's order and checks each lead's text (a count: against the ids
// of the matches, read from the text index once), stopping when the page
// is full; with M matches among N leads that walk is about rows × N / M
// leads, where reading every match's lead to sort them is M.
func (s *Store) matchLeads(f LeadFilter, forms leadForms) leadMatch {
	m := leadMatch{from: " FROM leads l"}
	// The text first: the FROM it may set takes arguments, which must come
	// before the WHERE's.
	if term := strings.TrimSpace(f.Query); term != "" {
		s.matchText(&m, term, forms)
	}
	if f.State != "" {
		m.add("l.state = ?", f.State)
	}
	if f.Status != "" {
		m.add("l.status = ?", f.Status)
	}
	if f.Email != "" {
		m.add("l.email = ?", NormalizeEmail(f.Email))
	}
	if f.Routing != "" {
		m.add("l.routing = ?", f.Routing)
	}
	if f.Tier != "" {
		m.add("l.tier = ?", f.Tier)
	}
	if f.Language != "" {
		m.add("l.language = ?", f.Language)
	}
	if f.Delivery != "" {
		// From the outbox's side (outbox_due starts with status), to the
		// deliveries by their unique outbox_id: a filter on failed or dead
		// deliveries reads those, not every lead. The status spelt as the
		// outbox has it (deliveryStatus turns sent into delivered).
		status := f.Delivery
		if status == DeliveryDelivered {
			status = "sent"
		}
		switch {
		case forms.driveDelivery && m.from == " FROM leads l":
			// Its argument goes before those of the conditions so far.
			// SQLite joins a CROSS JOIN in the order written (PostgreSQL
			// has no CROSS JOIN with a condition, and plans a JOIN itself).
			join := " JOIN"
			if s.dialect == SQLite {
				join = " CROSS JOIN"
			}
			m.from = " FROM (SELECT DISTINCT d.lead_id FROM outbox o JOIN deliveries d ON d.outbox_id = o.id WHERE o.status = ?) drive" +
				join + " leads l ON l.id = drive.lead_id"
			m.args = append([]any{status}, m.args...)
		case forms.walkDelivery:
			m.add("EXISTS (SELECT 1 FROM deliveries d JOIN outbox o ON o.id = d.outbox_id WHERE d.lead_id = l.id AND o.status = ?)", status)
		default:
			m.add("l.id IN (SELECT d.lead_id FROM outbox o JOIN deliveries d ON d.outbox_id = o.id WHERE o.status = ?)", status)
		}
	}
	f.attributionFilter(m.add, forms.walkAttribution)
	if !f.From.IsZero() {
		m.add("l.created_at >= ?", f.From.UTC())
	}
	if !f.To.IsZero() {
		m.add("l.created_at < ?", f.To.UTC())
	}
	return m
}

// matchText adds the free-text search for term to m. A term that looks like
// a phone number ("(555) 010-1234", "+1 555.010.1234") is looked up as its
// digits, which is how the index holds phones.
func (s *Store) matchText(m *leadMatch, term string, forms leadForms) {
	phone := false
	if d, ok := phoneDigits(term); ok {
		term, phone = d, true
	}
	if utf8.RuneCountInString(term) < minTrigram {
		s.matchPrefix(m, term, forms.broad)
		return
	}
	if s.dialect == Postgres {
		if forms.broad && !forms.broadByIDs {
			// Checked on each lead walked: strpos on the lower-cased text
			// finds what the index's LIKE does, and no index serves it, so
			// the planner walks the list's order rather than reading every
			// match and sorting them.
			m.add("strpos("+leadSearchText+", ?) > 0", strings.ToLower(term))
			return
		}
		// leads_search (pg_trgm, GIN) serves LIKE '%term%' on the
		// expression. PostgreSQL's LIKE escapes with a backslash already.
		// A term with parts every lead has is looked up by its rarer
		// parts, and the term as typed is checked on the leads they find:
		// strpos is no operator the index serves, so it stays a check.
		if local, _, ok := emailParts(term); ok {
			// An e-mail address: the domain's trigrams are in nearly every
			// lead, and the index read their lists whole (198 ms at a
			// million leads, five times the pages its local part needs).
			m.add(leadSearchText+" LIKE ?", likePattern(local))
			m.add("strpos("+leadSearchText+", ?) > 0", strings.ToLower(term))
			return
		}
		if phone && len(term) >= 2*minTrigram+1 {
			// A phone number: its area code and its last three digits, as
			// on SQLite below (numbers in one exchange share the rest: 70 ms
			// at a million leads, six times the pages).
			m.add(leadSearchText+" LIKE ? AND "+leadSearchText+" LIKE ?",
				likePattern(term[:minTrigram]), likePattern(term[len(term)-minTrigram:]))
			m.add("strpos("+leadSearchText+", ?) > 0", term)
			return
		}
		m.add(leadSearchText+" LIKE ?", likePattern(term))
		return
	}
	// A term in double quotes is one phrase: with trigrams, the substring
	// as typed.
	phrase, verify := ftsPhrase(term), ""
	if local, domain, ok := emailParts(term); ok {
		// An e-mail address: every lead has a domain's trigrams ("exa",
		// "com"), and one phrase of them all took 250 ms at a million
		// leads, where the local part and the domain as two phrases let the
		// index start from the rarer one (5 times faster in SQLite's
		// shell). Two phrases can match apart, so the address as typed is
		// checked in the lead's text too (ASCII: LIKE folds ASCII case, as
		// the trigram index does for it).
		phrase, verify = ftsPhrase(local)+" AND "+ftsPhrase(domain), likePattern(term)
	} else if phone && len(term) >= 2*minTrigram+1 {
		// A phone number: as one phrase, each of its trigrams' lists is
		// read, and numbers in one exchange share most of them (every demo
		// number has 555, 550 and 501: 24 ms a search at 200,000 leads).
		// Its first and last trigram, the area code and the line, are the
		// rarest: as two phrases, then checked whole, 1-2 ms.
		phrase = ftsPhrase(term[:minTrigram]) + " AND " + ftsPhrase(term[len(term)-minTrigram:])
		verify = likePattern(term)
	}
	switch {
	case forms.broad && !forms.broadByIDs && isASCII(term):
		// Each lead walked is checked itself: its text (the index's own
		// content) holds the term, as the trigram index would say, since
		// LIKE folds ASCII case as the index does. So the walk costs the
		// leads it reads, about rows × N / M, and not the M matches: a last
		// name 4% of a million leads have, 40 to 2 ms a page.
		m.add(leadBodyLike, likePattern(term))
		return
	case forms.broad:
		// For a count, and beyond ASCII, where LIKE and the index fold case
		// differently: the matches' ids, a list SQLite reads from the index
		// once and keeps, are checked on each lead walked; the unary + keeps it from
		// reading every match's lead by id to sort them. (An EXISTS probing
		// the index for each lead walked took 0.8 s for a last name 2% of a
		// million leads have: a probe is a query of its own.)
		m.add("+l.id IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)", phrase)
	default:
		// The FTS5 index leads the join, so the cost follows the matches;
		// the matches are then sorted by leadOrder. Counted alone, the
		// matches need no lead read (textCount).
		m.from = " FROM lead_search CROSS JOIN leads l ON l.id = lead_search.rowid"
		m.add("lead_search MATCH ?", phrase)
		if verify == "" {
			m.textCount, m.textArgs, m.textConds = " FROM lead_search WHERE lead_search MATCH ?", []any{phrase}, 1
		}
	}
	if verify != "" {
		m.add(leadBodyLike, verify)
	}
}

// leadBodyLike checks a LIKE pattern (likePattern) on the lead's text as
// the text index holds it (the view lead_search_text, migration 020).
const leadBodyLike = `(SELECT body FROM lead_search_text WHERE id = l.id) LIKE ? ESCAPE '\'`

// isASCII says whether term has only ASCII characters.
func isASCII(term string) bool {
	for i := 0; i < len(term); i++ {
		if term[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// ftsPhrase is term as one FTS5 phrase: in double quotes, which it doubles.
func ftsPhrase(term string) string { return `"` + strings.ReplaceAll(term, `"`, `""`) + `"` }

// emailParts splits an e-mail address into its local part and its domain
// with the @ (each long enough for a trigram); ok false for another term or
// one with characters beyond ASCII.
func emailParts(term string) (local, domain string, ok bool) {
	at := strings.LastIndexByte(term, '@')
	if at < minTrigram || len(term)-at < minTrigram {
		return "", "", false
	}
	if !isASCII(term) {
		return "", "", false
	}
	return term[:at], term[at:], true
}

// matchPrefix adds a match of names and references starting with term, for
// terms too short for trigrams (leads_*_lower and leads_reference).
func (s *Store) matchPrefix(m *leadMatch, term string, broad bool) {
	lower, upper := strings.ToLower(term), strings.ToUpper(term)
	if s.dialect == Postgres {
		// The indexes use text_pattern_ops, which serves LIKE 'x%' in any
		// collation.
		p := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(lower) + "%"
		ref := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(upper) + "%"
		m.add(`(lower(l.first_name) LIKE ? OR lower(l.last_name) LIKE ? OR lower(l.name) LIKE ? OR l.reference LIKE ?)`, p, p, p, ref)
		m.textConds = 1
		m.countPrefix([4]string{"lower(first_name) LIKE ?", "lower(last_name) LIKE ?", "lower(name) LIKE ?", "reference LIKE ?"},
			[4][]any{{p}, {p}, {p}, {ref}})
		return
	}
	// SQLite cannot use an expression index for LIKE: a range of the
	// index's text instead. Every text starting with x sorts (bytewise)
	// from x up to x followed by the highest code point. SQLite's lower()
	// folds ASCII only, and so does this.
	lower = asciiLower(term)
	const top = "\U0010FFFF"
	if broad {
		// Checked on each lead walked: the unary + keeps SQLite from
		// reading the prefix indexes instead of walking the order.
		m.add(`(+lower(l.first_name) >= ? AND +lower(l.first_name) < ? OR +lower(l.last_name) >= ? AND +lower(l.last_name) < ?
			OR +lower(l.name) >= ? AND +lower(l.name) < ? OR +l.reference >= ? AND +l.reference < ?)`,
			lower, lower+top, lower, lower+top, lower, lower+top, upper, upper+top)
		return
	}
	conds := [4]string{"lower(first_name) >= ? AND lower(first_name) < ?", "lower(last_name) >= ? AND lower(last_name) < ?",
		"lower(name) >= ? AND lower(name) < ?", "reference >= ? AND reference < ?"}
	args := [4][]any{{lower, lower + top}, {lower, lower + top}, {lower, lower + top}, {upper, upper + top}}
	m.from = " FROM (SELECT id FROM leads WHERE " + strings.Join(conds[:], " UNION SELECT id FROM leads WHERE ") +
		") prefix CROSS JOIN leads l ON l.id = prefix.id"
	m.args = append(m.args, slices.Concat(args[:]...)...)
	m.countPrefix(conds, args)
}

// countPrefix sets m's textCount for a search of one or two characters,
// conds its four prefix conditions on leads: the union of each one's first
// cap + 1 matches, which has more than the cap when all their matches do,
// and else all of them, so no prefix index is read past the cap (a count
// up to 1,000 read all 80,000 names starting with "ma" at a million leads).
func (m *leadMatch) countPrefix(conds [4]string, args [4][]any) {
	parts := make([]string, len(conds))
	m.textArgs = nil
	for i, c := range conds {
		parts[i] = "SELECT id FROM (SELECT id FROM leads WHERE " + c + " LIMIT ?) part"
		m.textArgs = append(append(m.textArgs, args[i]...), capLimit{})
	}
	m.textCount = " FROM (" + strings.Join(parts, " UNION ") + ") prefix"
}

// asciiLower is s with A-Z lower-cased, as SQLite's lower() does it.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// phoneDigits is term's digits when term is written like a phone number
// (digits, spaces and + ( ) - . only, at least 3 digits), with the
// country code 1 of an 11-digit number dropped, as leads.NormalizePhone
// stores it.
func phoneDigits(term string) (string, bool) {
	digits := 0
	for _, r := range term {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune(" +()-.", r):
		default:
			return "", false
		}
	}
	if digits < minTrigram {
		return "", false
	}
	return leads.NormalizePhone(term), true
}

// LeadPage lists leads matching f, newest first (leadOrder), page p.
func (s *Store) LeadPage(ctx context.Context, f LeadFilter, p Page) ([]Lead, int, error) {
	list, err := s.LeadList(ctx, f, p, nil)
	return list.Items, list.Total, err
}

// LeadList lists the leads matching f, newest first (leadOrder): page p,
// or, with before, the p.Size leads after that cursor (keyset paging: a
// lead that arrives between two pages does not shift the next one).
func (s *Store) LeadList(ctx context.Context, f LeadFilter, p Page, before *LeadCursor) (LeadList, error) {
	out, counts, err := s.leadTotal(ctx, f)
	if err != nil {
		return LeadList{}, err
	}
	items, more, err := s.leadSlice(ctx, f, counts, p.offset(), p.Size, before)
	if err != nil {
		return LeadList{}, err
	}
	out.Items = items
	if more && len(items) > 0 {
		last := items[len(items)-1]
		out.Next = &LeadCursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	return out, nil
}

// LeadTiers are the tiers in the order the inbox sorts them: best first,
// the short forms' leads last.
var LeadTiers = []string{"A", "B", "C", "D", "unrated"}

// LeadListByTier lists the leads matching f best tier first (LeadTiers),
// newest first within a tier: page p. Each tier is a list of its own
// (f with that tier), so every part reads through the (tier, created_at,
// id) index and counts from the tier summary as the inbox's tier filter
// does; a page that spans two tiers reads the end of one and the start
// of the next. No cursor: a lead that arrives moves the pages after its
// tier, as a page number does.
func (s *Store) LeadListByTier(ctx context.Context, f LeadFilter, p Page) (LeadList, error) {
	out := LeadList{Items: []Lead{}, TotalExact: true}
	tiers := LeadTiers
	if f.Tier != "" {
		tiers = []string{f.Tier}
	}
	skip, want := p.offset(), p.Size
	for _, tier := range tiers {
		ft := f
		ft.Tier = tier
		part, counts, err := s.leadTotal(ctx, ft)
		if err != nil {
			return LeadList{}, err
		}
		out.Total += part.Total
		out.TotalExact = out.TotalExact && part.TotalExact
		if want == 0 {
			continue
		}
		if skip >= part.Total {
			skip -= part.Total
			continue
		}
		items, _, err := s.leadSlice(ctx, ft, counts, skip, want, nil)
		if err != nil {
			return LeadList{}, err
		}
		out.Items = append(out.Items, items...)
		skip, want = 0, want-len(items)
	}
	return out, nil
}

// leadTotal counts the leads matching f: from the daily summaries when
// they key the filters (decision 039), else counted up to a cap. It gives
// the filter's match counts too, which the list's forms weigh.
func (s *Store) leadTotal(ctx context.Context, f LeadFilter) (LeadList, matchCounts, error) {
	out := LeadList{Items: []Lead{}, TotalExact: true}
	total, summarised, err := s.summaryTotal(ctx, f)
	if err != nil {
		return LeadList{}, matchCounts{}, err
	}
	out.Total = total
	counts, err := s.matchCountsOf(ctx, f)
	if err != nil {
		return LeadList{}, matchCounts{}, err
	}
	switch {
	case summarised:
	case counts.text.counted && f == LeadFilter{Query: f.Query}:
		out.Total, out.TotalExact = counts.text.n, counts.text.exact
	default:
		if out.Total, out.TotalExact, err = s.countLeads(ctx, s.matchLeads(f, counts.countForms(f, s.countCap()+1))); err != nil {
			return LeadList{}, matchCounts{}, err
		}
	}
	return out, counts, nil
}

// leadSlice reads size leads matching f in leadOrder from offset, or after
// the cursor before, and whether more follow.
func (s *Store) leadSlice(ctx context.Context, f LeadFilter, counts matchCounts, offset, size int, before *LeadCursor) ([]Lead, bool, error) {
	if before != nil {
		offset = 0
	} else if offset > 0 {
		// A deep page: the daily summaries say on which day it starts and
		// how many of that day's leads come before it, so the list skips
		// within that day only, not every newer lead.
		day, skip, ok, err := s.summaryPageStart(ctx, f, offset)
		if err != nil {
			return nil, false, err
		}
		if ok {
			before, offset = &LeadCursor{CreatedAt: day.AddDate(0, 0, 1)}, skip
		}
	}
	m := s.matchLeads(f, counts.forms(offset+size+1))
	// One more than the page: whether there is a next page.
	query, args := m.pageQuery(before, size+1, offset)
	rows, err := s.query(ctx, s.db, query, args...)
	if err != nil {
		return nil, false, err
	}
	ids, err := collect(rows, scanID)
	if err != nil || len(ids) == 0 {
		return []Lead{}, false, err
	}
	more := len(ids) > size
	if more {
		ids = ids[:size]
	}
	// The page's leads in full, read by id: the joins run for the page only.
	idArgs := make([]any, len(ids))
	for i, id := range ids {
		idArgs[i] = id
	}
	rows, err = s.query(ctx, s.db, "SELECT "+leadColumns+leadFrom+" WHERE l.id IN (?"+strings.Repeat(", ?", len(ids)-1)+")"+leadOrder, idArgs...)
	if err != nil {
		return nil, false, err
	}
	items, err := collect(rows, scanLead)
	return items, more, err
}

// pageQuery selects the ids of the leads m matches, in leadOrder: limit of
// them from offset, after the cursor before when it is not nil.
func (m leadMatch) pageQuery(before *LeadCursor, limit, offset int) (string, []any) {
	args := append([]any{}, m.args...)
	conds := append([]string{}, m.conds...)
	if before != nil {
		// A row value: both databases walk the (…, created_at, id) index
		// from the cursor on.
		conds = append(conds, "(l.created_at, l.id) < (?, ?)")
		args = append(args, before.CreatedAt.UTC(), before.ID)
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	return "SELECT l.id" + m.from + where + leadOrder + " LIMIT ? OFFSET ?", append(args, limit, offset)
}

// countQuery counts the leads m matches, at most cap + 1 of them.
func (m leadMatch) countQuery(cap int) (string, []any) {
	from := m.from
	where, args := m.where(), m.args
	if m.textCount != "" && len(m.conds) == m.textConds {
		from, where, args = m.textCount, "", m.textArgs
	}
	args = append(slices.Clone(args), capLimit{})
	for i, a := range args {
		if a == (capLimit{}) {
			args[i] = cap + 1
		}
	}
	return "SELECT COUNT(*) FROM (SELECT 1" + from + where + " LIMIT ?) capped", args
}

// countCap is how many leads a count reads at most when the daily
// summaries cannot give its total (CountCap unless a test lowered it on
// its store): for a search, a delivery or attribution filter with another
// filter, an e-mail, any filter while the summaries are rebuilt. Such a
// count reads its matches, or walks one index and checks the rest on each
// lead (about CountCap × N / M leads for M matches among N), so its cost
// stops growing at the cap: a last name 4% of a million leads have, alone,
// 8-13 ms counted up to 10,000 in the text index and 1-2 ms up to 1,000;
// with a state, 120-150 ms up to 10,000; a search of one or two
// characters, whose matches come through four prefix indexes, 338 ms on
// PostgreSQL up to 10,000.
func (s *Store) countCap() int { return cmp.Or(s.countCapOverride, CountCap) }

// countLeads counts the leads m matches (countQuery), up to countCap:
// exact is false when there are more, and total is then the cap.
func (s *Store) countLeads(ctx context.Context, m leadMatch) (total int, exact bool, err error) {
	cap := s.countCap()
	query, args := m.countQuery(cap)
	err = s.queryRow(ctx, s.db, query, args...).Scan(&total)
	if total > cap {
		return cap, false, err
	}
	return total, true, err
}

// textCount is how many leads a search's text alone matches, counted from
// the text index alone up to its cap (countCap; counted false without a
// search).
type textCount struct {
	n              int
	exact, counted bool
}

func (s *Store) countText(ctx context.Context, f LeadFilter) (textCount, error) {
	if strings.TrimSpace(f.Query) == "" {
		return textCount{}, nil
	}
	alone := LeadFilter{Query: f.Query}
	n, exact, err := s.countLeads(ctx, s.matchLeads(alone, leadForms{}))
	return textCount{n: n, exact: exact, counted: true}, err
}

// matchCounts is what forms weighs, read once for a list: the leads in the
// filter's date range (n), those its delivery and attribution filters
// match alone (known false where the daily summaries cannot say, as during
// a rebuild), and the text's count.
type matchCounts struct {
	text                     textCount
	n, delivery, attribution int
	known                    bool // n is known
	deliveryKnown, attrKnown bool
}

func (s *Store) matchCountsOf(ctx context.Context, f LeadFilter) (matchCounts, error) {
	var c matchCounts
	var err error
	if c.text, err = s.countText(ctx, f); err != nil {
		return c, err
	}
	attribution := f.Source != "" || f.Medium != "" || f.Campaign != ""
	if f.Delivery == "" && !attribution && !c.text.counted {
		return c, nil
	}
	within := LeadFilter{From: f.From, To: f.To}
	if c.n, c.known, err = s.summaryTotal(ctx, within); err != nil || !c.known {
		return c, err
	}
	if f.Delivery != "" {
		alone := within
		alone.Delivery = f.Delivery
		if c.delivery, c.deliveryKnown, err = s.summaryTotal(ctx, alone); err != nil {
			return c, err
		}
	}
	if attribution {
		alone := within
		alone.Source, alone.Medium, alone.Campaign = f.Source, f.Medium, f.Campaign
		if c.attribution, c.attrKnown, err = s.summaryTotal(ctx, alone); err != nil {
			return c, err
		}
	}
	return c, nil
}

// forms chooses how matchLeads reads what the lead's own indexes cannot
// serve, for a list of rows leads (a page, or a capped count): for the
// delivery and attribution filters, and for a search's text,
// between reading their M matches first (a cost of M: for the text, each
// match's lead read and sorted) and checking each lead as the list's order
// is walked until rows leads match (about rows × N / M leads walked, N the
// leads in the filter's date range). It walks when M² > rows × N. Without
// the counts (a rebuild) it walks the filters, whose cost is bounded by
// the page rather than by the matches, and the text when it has more
// matches than it counts. So a page of "delivered" (94% of leads) walks
// some 22 leads, one of "dead" (0.3%) reads its 3,000 matches, and a last
// name 4% of a million leads have is checked on each lead as the order is
// walked.
func (c matchCounts) forms(rows int) leadForms {
	many := func(m int) bool { return float64(m)*float64(m) > float64(rows)*float64(c.n) }
	return leadForms{
		broad:           c.text.counted && (!c.text.exact || c.known && many(c.text.n)),
		walkDelivery:    !c.known || !c.deliveryKnown || many(c.delivery),
		walkAttribution: !c.known || !c.attrKnown || many(c.attribution),
	}
}

// countForms are the forms of a capped count of f (forms of cap + 1
// rows), but that with the lead's own filters (state, status, routing)
// the delivery filter's matches, when read first, lead the join, each
// match's lead read by id: in an IN, PostgreSQL hashed the matches and
// read every lead of the own filters against them (California's 118,000
// leads for 11,000 failed deliveries at a million leads: 560-580 ms
// through the server, 3-4 ms led by the matches). SQLite walked the
// state's index against the matches instead, which costs about what
// reading each match's lead does (120 ms either way). A broad search is
// checked by its matches' ids (broadByIDs).
func (c matchCounts) countForms(f LeadFilter, cap int) leadForms {
	forms := c.forms(cap)
	own := f.State != "" || f.Status != "" || f.Routing != "" || f.Email != "" || f.Tier != "" || f.Language != ""
	forms.driveDelivery = f.Delivery != "" && !forms.walkDelivery && own
	forms.broadByIDs = forms.broad
	return forms
}

// EachLead calls fn for every lead matching f, newest first (leadOrder),
// without holding them all in memory (CSV export).
func (s *Store) EachLead(ctx context.Context, f LeadFilter, fn func(Lead) error) error {
	// Every match is read: each filter's matches first (the zero forms).
	m := s.matchLeads(f, leadForms{})
	// The filter's FROM picks the leads (and leads the join when it is the
	// text index); the columns come from the usual joins.
	from := strings.Replace(leadFrom, " FROM leads l", m.from, 1)
	// Each lead's experiment variants, "id=variant" apart by spaces, in
	// the same row: the export reads no lead twice.
	variants := `group_concat(le.experiment_id || '=' || le.variant, ' ')`
	if s.dialect == Postgres {
		variants = `string_agg(le.experiment_id || '=' || le.variant, ' ' ORDER BY le.experiment_id)`
	}
	rows, err := s.query(ctx, s.db, "SELECT "+leadColumns+", COALESCE((SELECT "+variants+" FROM lead_experiments le WHERE le.lead_id = l.id), '')"+
		from+m.where()+leadOrder, m.args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var experiments string
		v, err := scanLead(withColumn{rows, &experiments})
		if err != nil {
			return err
		}
		v.Experiments = parseLeadVariants(experiments)
		if err := fn(v); err != nil {
			return err
		}
	}
	return rows.Err()
}
