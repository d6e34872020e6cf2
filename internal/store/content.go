package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/media"
	"claimsite/internal/qualification"
)

// Service is one practice area.
type Service struct {
	ID             int64        `json:"id"`
	Title          string       `json:"title"`
	Description    string       `json:"description"`
	Path           string       `json:"path"`
	Image          *media.Image `json:"image,omitempty"` // set by the public API, not stored
	SEOTitle       string       `json:"seo_title"`
	SEODescription string       `json:"seo_description"`
	SEOKeywords    string       `json:"seo_keywords"`
	// ES is the Spanish version (issue 25), nil when there is none: the
	// Spanish site then leaves the service out.
	ES        *ServiceES `json:"es"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at"`
}

// ServiceES is a service's Spanish version: the fields it translates,
// under their own names.
type ServiceES struct {
	Title          string `json:"title"`
	Description    string `json:"description"`
	SEOTitle       string `json:"seo_title"`
	SEODescription string `json:"seo_description"`
	SEOKeywords    string `json:"seo_keywords"`
}

// StateLaw is a state (or DC) and its law page.
type StateLaw struct {
	ID             int64        `json:"id"`
	Name           string       `json:"name"`
	Code           string       `json:"code"`
	Title          string       `json:"title"`
	Description    string       `json:"description"`
	Path           string       `json:"path"`
	Image          *media.Image `json:"image,omitempty"` // set by the public API, not stored
	SEOTitle       string       `json:"seo_title"`
	SEODescription string       `json:"seo_description"`
	SEOKeywords    string       `json:"seo_keywords"`
	StateFacts
	// ES is the Spanish version, nil when there is none.
	ES        *StateLawES `json:"es"`
	CreatedAt time.Time   `json:"created_at"`
	UpdatedAt time.Time   `json:"updated_at"`
}

// StateLawES is a state-law page's Spanish version, with the state's
// Spanish name ("Carolina del Norte"). Its description holds the same
// fact markers as the English one: the page writes the facts' paragraphs
// in Spanish there.
type StateLawES struct {
	Name           string `json:"name"`
	Title          string `json:"title"`
	Description    string `json:"description"`
	SEOTitle       string `json:"seo_title"`
	SEODescription string `json:"seo_description"`
	SEOKeywords    string `json:"seo_keywords"`
}

// StateFacts are a state's facts as data (issue 23, migration 035): what
// the case evaluation reads, and what the page's statute and fault
// paragraphs say. Empty (nil, "") means not known: the product then says
// nothing rather than guess.
type StateFacts struct {
	SOLYears             *int                    `json:"sol_years"`
	FaultRule            qualification.FaultRule `json:"fault_rule"`
	GovernmentNoticeDays *int                    `json:"government_notice_days"`
	NoFault              bool                    `json:"no_fault"`
	BarReferralURL       string                  `json:"bar_referral_url"`
	BarReferralPhone     string                  `json:"bar_referral_phone"`
	Citation             string                  `json:"citation"`
	ReviewedOn           *string                 `json:"reviewed_on"` // YYYY-MM-DD
}

// StateRef is a state as the menus list it.
type StateRef struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Code  string `json:"code"`
	Title string `json:"title,omitempty"`
	Path  string `json:"path,omitempty"`
	// ES is the Spanish name (and title, where the answer has one); nil
	// when the state's page has no Spanish version.
	ES *StateRefES `json:"es"`
}

// StateRefES is a state's Spanish name and page title.
type StateRefES struct {
	Name  string `json:"name"`
	Title string `json:"title,omitempty"`
}

// Question is one FAQ entry.
type Question struct {
	ID          int64  `json:"id"`
	FAQQuestion string `json:"faq_question"`
	Answer      string `json:"answer"`
	// ES is the Spanish version, nil when there is none.
	ES        *QuestionES `json:"es"`
	CreatedAt time.Time   `json:"created_at"`
	UpdatedAt time.Time   `json:"updated_at"`
}

// QuestionES is an FAQ entry's Spanish version.
type QuestionES struct {
	FAQQuestion string `json:"faq_question"`
	Answer      string `json:"answer"`
}

// Blog is a post; only published ones are public.
type Blog struct {
	ID             int64        `json:"id"`
	Title          string       `json:"title"`
	Slug           string       `json:"slug"`
	Excerpt        string       `json:"excerpt"`
	Body           string       `json:"body,omitempty"`
	Path           string       `json:"path"`
	Image          *media.Image `json:"image,omitempty"` // set by the public API, not stored
	Status         string       `json:"status"`
	PublishedAt    *time.Time   `json:"published_at"`
	SEOTitle       string       `json:"seo_title"`
	SEODescription string       `json:"seo_description"`
	SEOKeywords    string       `json:"seo_keywords"`
	// ES is the Spanish version, nil when there is none. It is published
	// with the post (one status, one date).
	ES        *BlogES   `json:"es"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// BlogES is a post's Spanish version, with its own slug (/es/blog/{slug}),
// unique among Spanish slugs.
type BlogES struct {
	Title          string `json:"title"`
	Slug           string `json:"slug"`
	Excerpt        string `json:"excerpt"`
	Body           string `json:"body,omitempty"`
	SEOTitle       string `json:"seo_title"`
	SEODescription string `json:"seo_description"`
	SEOKeywords    string `json:"seo_keywords"`
}

// Blog statuses.
const (
	BlogDraft     = "draft"
	BlogPublished = "published"
)

// table describes one content table to the shared list, get and delete
// code: its name, its columns, and how a row scans.
type table[T any] struct {
	name    string
	columns string
	scan    func(scanner) (T, error)
}

type scanner interface{ Scan(dest ...any) error }

var services = table[Service]{
	name:    "services",
	columns: "id, title, description, path, seo_title, seo_description, seo_keywords, " + serviceESColumns + ", created_at, updated_at",
	scan: func(r scanner) (v Service, err error) {
		var es ServiceES
		var title sql.NullString
		err = r.Scan(&v.ID, &v.Title, &v.Description, &v.Path, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords,
			&title, &es.Description, &es.SEOTitle, &es.SEODescription, &es.SEOKeywords, &v.CreatedAt, &v.UpdatedAt)
		if title.Valid {
			es.Title = title.String
			v.ES = &es
		}
		return v, err
	},
}

// The Spanish columns of each table (migration 040, PostgreSQL 039), in
// the order of their struct; the first is NULL when there is no Spanish
// version.
const (
	serviceESColumns  = "es_title, es_description, es_seo_title, es_seo_description, es_seo_keywords"
	stateLawESColumns = "es_name, es_title, es_description, es_seo_title, es_seo_description, es_seo_keywords"
	questionESColumns = "es_faq_question, es_answer"
	blogESColumns     = "es_title, es_slug, es_excerpt, es_body, es_seo_title, es_seo_description, es_seo_keywords"
)

// esValues are the Spanish columns' values of v (nil: none), in
// serviceESColumns' order.
func (v *ServiceES) values() []any {
	if v == nil {
		return []any{nil, "", "", "", ""}
	}
	return []any{v.Title, v.Description, v.SEOTitle, v.SEODescription, v.SEOKeywords}
}

func (v *StateLawES) values() []any {
	if v == nil {
		return []any{nil, "", "", "", "", ""}
	}
	return []any{v.Name, v.Title, v.Description, v.SEOTitle, v.SEODescription, v.SEOKeywords}
}

func (v *QuestionES) values() []any {
	if v == nil {
		return []any{nil, ""}
	}
	return []any{v.FAQQuestion, v.Answer}
}

func (v *BlogES) values() []any {
	if v == nil {
		return []any{nil, nil, "", "", "", "", ""}
	}
	return []any{v.Title, v.Slug, v.Excerpt, v.Body, v.SEOTitle, v.SEODescription, v.SEOKeywords}
}

// setList is "a = ?, b = ?" of a column list.
func setList(columns string) string {
	names := strings.Split(columns, ", ")
	for i, n := range names {
		names[i] = n + " = ?"
	}
	return strings.Join(names, ", ")
}

// marks is "?, ?, …" for n values.
func marks(n int) string { return strings.TrimSuffix(strings.Repeat("?, ", n), ", ") }

var stateLaws = table[StateLaw]{
	name: "state_laws",
	columns: "id, name, code, title, description, path, seo_title, seo_description, seo_keywords, " + stateFactColumns + ", " +
		stateLawESColumns + ", created_at, updated_at",
	scan: func(r scanner) (v StateLaw, err error) {
		var fault, name sql.NullString
		var es StateLawES
		err = r.Scan(&v.ID, &v.Name, &v.Code, &v.Title, &v.Description, &v.Path, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords,
			&v.SOLYears, &fault, &v.GovernmentNoticeDays, &v.NoFault, &v.BarReferralURL, &v.BarReferralPhone, &v.Citation, &v.ReviewedOn,
			&name, &es.Title, &es.Description, &es.SEOTitle, &es.SEODescription, &es.SEOKeywords,
			&v.CreatedAt, &v.UpdatedAt)
		v.FaultRule = qualification.FaultRule(fault.String)
		if name.Valid {
			es.Name = name.String
			v.ES = &es
		}
		return v, err
	},
}

var questions = table[Question]{
	name:    "questions",
	columns: "id, faq_question, answer, " + questionESColumns + ", created_at, updated_at",
	scan: func(r scanner) (v Question, err error) {
		var question sql.NullString
		var es QuestionES
		err = r.Scan(&v.ID, &v.FAQQuestion, &v.Answer, &question, &es.Answer, &v.CreatedAt, &v.UpdatedAt)
		if question.Valid {
			es.FAQQuestion = question.String
			v.ES = &es
		}
		return v, err
	},
}

var blogs = table[Blog]{
	name: "blogs",
	columns: "id, title, slug, excerpt, body, path, status, published_at, seo_title, seo_description, seo_keywords, " +
		blogESColumns + ", created_at, updated_at",
	scan: func(r scanner) (v Blog, err error) {
		var published sql.NullTime
		var title, slug sql.NullString
		var es BlogES
		err = r.Scan(&v.ID, &v.Title, &v.Slug, &v.Excerpt, &v.Body, &v.Path, &v.Status, &published, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords,
			&title, &slug, &es.Excerpt, &es.Body, &es.SEOTitle, &es.SEODescription, &es.SEOKeywords, &v.CreatedAt, &v.UpdatedAt)
		if published.Valid {
			t := published.Time.UTC()
			v.PublishedAt = &t
		}
		if title.Valid {
			es.Title, es.Slug = title.String, slug.String
			v.ES = &es
		}
		return v, err
	},
}

// get loads one row by id.
func get[T any](ctx context.Context, s *Store, t table[T], id int64) (T, error) {
	v, err := t.scan(s.queryRow(ctx, s.db, "SELECT "+t.columns+" FROM "+t.name+" WHERE id = ?", id))
	return v, mapErr(err)
}

// list loads the rows matching where (which may be empty) in order.
func list[T any](ctx context.Context, s *Store, t table[T], where, order string, args ...any) ([]T, error) {
	q := "SELECT " + t.columns + " FROM " + t.name
	if where != "" {
		q += " WHERE " + where
	}
	rows, err := s.query(ctx, s.db, q+" ORDER BY "+order, args...)
	if err != nil {
		return nil, err
	}
	return collect(rows, t.scan)
}

// page loads one page of the rows matching where, and how many match in all.
func page[T any](ctx context.Context, s *Store, t table[T], p Page, where, order string, args ...any) ([]T, int, error) {
	filter := ""
	if where != "" {
		filter = " WHERE " + where
	}
	var total int
	if err := s.queryRow(ctx, s.db, "SELECT COUNT(*) FROM "+t.name+filter, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, s.db, "SELECT "+t.columns+" FROM "+t.name+filter+" ORDER BY "+order+" LIMIT ? OFFSET ?",
		append(args, p.Size, p.offset())...)
	if err != nil {
		return nil, 0, err
	}
	items, err := collect(rows, t.scan)
	return items, total, err
}

func collect[T any](rows *sql.Rows, scan func(scanner) (T, error)) ([]T, error) {
	defer rows.Close()
	items := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		items = append(items, v)
	}
	return items, rows.Err()
}

// idOrder is the list order by id: newest first for admin tables, oldest
// first for the public lists.
func idOrder(newestFirst bool) string {
	if newestFirst {
		return "id DESC"
	}
	return "id"
}

func remove(ctx context.Context, s *Store, tableName string, id int64) error {
	return expectOne(s.exec(ctx, s.db, "DELETE FROM "+tableName+" WHERE id = ?", id))
}

func count(ctx context.Context, s *Store, tableName, where string, args ...any) (int, error) {
	q := "SELECT COUNT(*) FROM " + tableName
	if where != "" {
		q += " WHERE " + where
	}
	var n int
	err := s.queryRow(ctx, s.db, q, args...).Scan(&n)
	return n, err
}

// ---- languages

// The languages of the public site (issue 25): English is every record's
// own; Spanish reads the records' Spanish versions, and only the records
// that have one.
const (
	English = "en"
	Spanish = "es"
)

// spanishOnly is the condition that keeps, in lang, only the records that
// have a version in it: the Spanish version's first column is set.
func spanishOnly(lang, column string) string {
	if lang == Spanish {
		return column + " IS NOT NULL"
	}
	return ""
}

// and joins two conditions, either of which may be empty.
func and(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " AND " + b
}

// In is the service as the site shows it in lang: in Spanish its Spanish
// version's fields in place of its own (ok false when it has none).
func (v Service) In(lang string) (Service, bool) {
	if lang != Spanish {
		return v, true
	}
	if v.ES == nil {
		return v, false
	}
	v.Title, v.Description, v.SEOTitle, v.SEODescription, v.SEOKeywords = v.ES.Title, v.ES.Description, v.ES.SEOTitle, v.ES.SEODescription, v.ES.SEOKeywords
	return v, true
}

// In is the state-law page as the site shows it in lang.
func (v StateLaw) In(lang string) (StateLaw, bool) {
	if lang != Spanish {
		return v, true
	}
	if v.ES == nil {
		return v, false
	}
	v.Name, v.Title, v.Description = v.ES.Name, v.ES.Title, v.ES.Description
	v.SEOTitle, v.SEODescription, v.SEOKeywords = v.ES.SEOTitle, v.ES.SEODescription, v.ES.SEOKeywords
	return v, true
}

// In is the FAQ entry as the site shows it in lang.
func (v Question) In(lang string) (Question, bool) {
	if lang != Spanish {
		return v, true
	}
	if v.ES == nil {
		return v, false
	}
	v.FAQQuestion, v.Answer = v.ES.FAQQuestion, v.ES.Answer
	return v, true
}

// In is the post as the site shows it in lang (its slug the Spanish one).
func (v Blog) In(lang string) (Blog, bool) {
	if lang != Spanish {
		return v, true
	}
	if v.ES == nil {
		return v, false
	}
	v.Title, v.Slug, v.Excerpt, v.Body = v.ES.Title, v.ES.Slug, v.ES.Excerpt, v.ES.Body
	v.SEOTitle, v.SEODescription, v.SEOKeywords = v.ES.SEOTitle, v.ES.SEODescription, v.ES.SEOKeywords
	return v, true
}

// ---- services

// AllServices lists every service, oldest first (the header menu order).
func (s *Store) AllServices(ctx context.Context) ([]Service, error) {
	return s.AllServicesIn(ctx, English)
}

// AllServicesIn lists the services that have a version in lang, oldest
// first.
func (s *Store) AllServicesIn(ctx context.Context, lang string) ([]Service, error) {
	return list(ctx, s, services, spanishOnly(lang, "es_title"), "id")
}

// ServicePageIn lists the services that have a version in lang a page at
// a time, oldest first (the public order).
func (s *Store) ServicePageIn(ctx context.Context, p Page, lang string) ([]Service, int, error) {
	return page(ctx, s, services, p, spanishOnly(lang, "es_title"), "id")
}

// ServicePage lists services a page at a time; newestFirst is the admin order.
func (s *Store) ServicePage(ctx context.Context, p Page, newestFirst bool) ([]Service, int, error) {
	return page(ctx, s, services, p, "", idOrder(newestFirst))
}

// Service loads one service.
func (s *Store) Service(ctx context.Context, id int64) (Service, error) {
	return get(ctx, s, services, id)
}

// CreateService stores a new service and returns it as stored.
func (s *Store) CreateService(ctx context.Context, v Service) (Service, error) {
	id, err := s.insertService(ctx, s.db, v, s.now())
	if err != nil {
		return Service{}, err
	}
	return s.Service(ctx, id)
}

func (s *Store) insertService(ctx context.Context, q querier, v Service, now time.Time) (int64, error) {
	args := append([]any{v.Title, v.Description, v.Path, v.SEOTitle, v.SEODescription, v.SEOKeywords}, v.ES.values()...)
	return s.insert(ctx, q, `INSERT INTO services (title, description, path, seo_title, seo_description, seo_keywords, `+serviceESColumns+`, created_at, updated_at)
		VALUES (`+marks(13)+`)`, append(args, now, now)...)
}

// UpdateService replaces a service's fields, its Spanish version included
// (nil removes it).
func (s *Store) UpdateService(ctx context.Context, v Service) (Service, error) {
	args := append([]any{v.Title, v.Description, v.Path, v.SEOTitle, v.SEODescription, v.SEOKeywords}, v.ES.values()...)
	err := expectOne(s.exec(ctx, s.db, `UPDATE services SET title = ?, description = ?, path = ?, seo_title = ?, seo_description = ?, seo_keywords = ?, `+
		setList(serviceESColumns)+`, updated_at = ? WHERE id = ?`, append(args, s.now(), v.ID)...))
	if err != nil {
		return Service{}, err
	}
	return s.Service(ctx, v.ID)
}

// DeleteService removes a service.
func (s *Store) DeleteService(ctx context.Context, id int64) error {
	return remove(ctx, s, "services", id)
}

// ---- state laws

// States lists every state for the menus, by name.
func (s *Store) States(ctx context.Context) ([]StateRef, error) {
	return s.StatesIn(ctx, English)
}

// StatesIn lists the states whose page has a version in lang, by their
// name in it (the Spanish one in Spanish, where the state's name is it).
func (s *Store) StatesIn(ctx context.Context, lang string) ([]StateRef, error) {
	prefix := langPrefix(lang)
	where := ""
	if c := spanishOnly(lang, "es_name"); c != "" {
		where = " WHERE " + c
	}
	rows, err := s.query(ctx, s.db, `SELECT id, `+prefix+`name, code, es_name FROM state_laws`+where+` ORDER BY `+prefix+`name`)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (v StateRef, err error) {
		var es sql.NullString
		err = r.Scan(&v.ID, &v.Name, &v.Code, &es)
		if es.Valid {
			v.ES = &StateRefES{Name: es.String}
		}
		return v, err
	})
}

// langPrefix is the prefix of lang's columns: "es_" for Spanish, none for
// English.
func langPrefix(lang string) string {
	if lang == Spanish {
		return "es_"
	}
	return ""
}

// SearchStates finds states whose name, code or title contains term.
func (s *Store) SearchStates(ctx context.Context, term string, limit int) ([]StateRef, error) {
	return s.SearchStatesIn(ctx, term, limit, English)
}

// SearchStatesIn finds the states whose page has a version in lang and
// whose name or title in it, or code, contains term.
func (s *Store) SearchStatesIn(ctx context.Context, term string, limit int, lang string) ([]StateRef, error) {
	pattern := likePattern(term)
	q := `SELECT id, {es}name, code, {es}title, path, es_name, es_title FROM state_laws
		WHERE ({es}name IS NOT NULL) AND (LOWER({es}name) LIKE ? ESCAPE '\' OR LOWER(code) = ? OR LOWER({es}title) LIKE ? ESCAPE '\')
		ORDER BY CASE WHEN LOWER({es}name) LIKE ? ESCAPE '\' THEN 0 ELSE 1 END, {es}name LIMIT ?`
	rows, err := s.query(ctx, s.db, strings.ReplaceAll(q, "{es}", langPrefix(lang)),
		pattern, strings.ToLower(term), pattern, strings.TrimPrefix(pattern, "%"), limit)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (v StateRef, err error) {
		var esName sql.NullString
		var esTitle string
		err = r.Scan(&v.ID, &v.Name, &v.Code, &v.Title, &v.Path, &esName, &esTitle)
		if esName.Valid {
			v.ES = &StateRefES{Name: esName.String, Title: esTitle}
		}
		return v, err
	})
}

// StateLawPage lists state-law pages a page at a time, by name.
func (s *Store) StateLawPage(ctx context.Context, p Page) ([]StateLaw, int, error) {
	return page(ctx, s, stateLaws, p, "", "name")
}

// StateLaw loads one state-law page.
func (s *Store) StateLaw(ctx context.Context, id int64) (StateLaw, error) {
	return get(ctx, s, stateLaws, id)
}

// StateLawByCode loads the state-law page of a state (two-letter code).
func (s *Store) StateLawByCode(ctx context.Context, code string) (StateLaw, error) {
	v, err := stateLaws.scan(s.queryRow(ctx, s.db, "SELECT "+stateLaws.columns+" FROM state_laws WHERE code = ? ORDER BY id LIMIT 1", code))
	return v, mapErr(err)
}

// CreateStateLaw stores a new state-law page.
func (s *Store) CreateStateLaw(ctx context.Context, v StateLaw) (StateLaw, error) {
	id, err := s.insertStateLaw(ctx, s.db, v, s.now())
	if err != nil {
		return StateLaw{}, err
	}
	return s.StateLaw(ctx, id)
}

// stateFactColumns are the columns of StateFacts, in its order.
const stateFactColumns = "sol_years, fault_rule, government_notice_days, no_fault, bar_referral_url, bar_referral_phone, citation, reviewed_on"

// values are f's column values, in stateFactColumns' order.
func (f StateFacts) values() []any {
	var fault any
	if f.FaultRule != "" {
		fault = string(f.FaultRule)
	}
	return []any{f.SOLYears, fault, f.GovernmentNoticeDays, f.NoFault, f.BarReferralURL, f.BarReferralPhone, f.Citation, f.ReviewedOn}
}

func (s *Store) insertStateLaw(ctx context.Context, q querier, v StateLaw, now time.Time) (int64, error) {
	args := append([]any{v.Name, v.Code, v.Title, v.Description, v.Path, v.SEOTitle, v.SEODescription, v.SEOKeywords}, v.values()...)
	args = append(args, v.ES.values()...)
	return s.insert(ctx, q, `INSERT INTO state_laws (name, code, title, description, path, seo_title, seo_description, seo_keywords, `+
		stateFactColumns+`, `+stateLawESColumns+`, created_at, updated_at) VALUES (`+marks(len(args)+2)+`)`, append(args, now, now)...)
}

// UpdateStateLaw replaces a state-law page's fields, its Spanish version
// included (nil removes it).
func (s *Store) UpdateStateLaw(ctx context.Context, v StateLaw) (StateLaw, error) {
	args := append([]any{v.Name, v.Code, v.Title, v.Description, v.Path, v.SEOTitle, v.SEODescription, v.SEOKeywords}, v.values()...)
	args = append(args, v.ES.values()...)
	err := expectOne(s.exec(ctx, s.db, `UPDATE state_laws SET name = ?, code = ?, title = ?, description = ?, path = ?, seo_title = ?,
		seo_description = ?, seo_keywords = ?, sol_years = ?, fault_rule = ?, government_notice_days = ?, no_fault = ?, bar_referral_url = ?,
		bar_referral_phone = ?, citation = ?, reviewed_on = ?, `+setList(stateLawESColumns)+`, updated_at = ? WHERE id = ?`, append(args, s.now(), v.ID)...))
	if err != nil {
		return StateLaw{}, err
	}
	return s.StateLaw(ctx, v.ID)
}

// DeleteStateLaw removes a state-law page.
func (s *Store) DeleteStateLaw(ctx context.Context, id int64) error {
	return remove(ctx, s, "state_laws", id)
}

// ---- questions

// QuestionPage lists FAQ entries a page at a time; newestFirst is the admin order.
func (s *Store) QuestionPage(ctx context.Context, p Page, newestFirst bool) ([]Question, int, error) {
	return page(ctx, s, questions, p, "", idOrder(newestFirst))
}

// QuestionPageIn lists the FAQ entries that have a version in lang a page
// at a time, oldest first (the public order).
func (s *Store) QuestionPageIn(ctx context.Context, p Page, lang string) ([]Question, int, error) {
	return page(ctx, s, questions, p, spanishOnly(lang, "es_faq_question"), "id")
}

// Question loads one FAQ entry.
func (s *Store) Question(ctx context.Context, id int64) (Question, error) {
	return get(ctx, s, questions, id)
}

// CreateQuestion stores a new FAQ entry.
func (s *Store) CreateQuestion(ctx context.Context, v Question) (Question, error) {
	id, err := s.insertQuestion(ctx, s.db, v, s.now())
	if err != nil {
		return Question{}, err
	}
	return s.Question(ctx, id)
}

func (s *Store) insertQuestion(ctx context.Context, q querier, v Question, now time.Time) (int64, error) {
	args := append([]any{v.FAQQuestion, v.Answer}, v.ES.values()...)
	return s.insert(ctx, q, `INSERT INTO questions (faq_question, answer, `+questionESColumns+`, created_at, updated_at) VALUES (`+marks(6)+`)`,
		append(args, now, now)...)
}

// UpdateQuestion replaces an FAQ entry's fields, its Spanish version
// included (nil removes it).
func (s *Store) UpdateQuestion(ctx context.Context, v Question) (Question, error) {
	args := append([]any{v.FAQQuestion, v.Answer}, v.ES.values()...)
	err := expectOne(s.exec(ctx, s.db, `UPDATE questions SET faq_question = ?, answer = ?, `+setList(questionESColumns)+`, updated_at = ? WHERE id = ?`,
		append(args, s.now(), v.ID)...))
	if err != nil {
		return Question{}, err
	}
	return s.Question(ctx, v.ID)
}

// DeleteQuestion removes an FAQ entry.
func (s *Store) DeleteQuestion(ctx context.Context, id int64) error {
	return remove(ctx, s, "questions", id)
}

// ---- blogs

const publishedBlogs = "status = 'published' AND published_at <= ?"

// PublishedBlogPage lists published posts, newest first, without bodies.
func (s *Store) PublishedBlogPage(ctx context.Context, p Page) ([]Blog, int, error) {
	return s.PublishedBlogPageIn(ctx, p, English)
}

// PublishedBlogPageIn lists the published posts that have a version in
// lang, newest first, without bodies.
func (s *Store) PublishedBlogPageIn(ctx context.Context, p Page, lang string) ([]Blog, int, error) {
	items, total, err := page(ctx, s, blogs, p, and(publishedBlogs, spanishOnly(lang, "es_title")), "published_at DESC, id DESC", s.now())
	for i := range items {
		items[i].Body = ""
		if items[i].ES != nil {
			items[i].ES.Body = ""
		}
	}
	return items, total, err
}

// PublishedBlog loads a published post by slug.
func (s *Store) PublishedBlog(ctx context.Context, slug string) (Blog, error) {
	return s.PublishedBlogIn(ctx, slug, English)
}

// PublishedBlogIn loads a published post by its slug in lang: in Spanish
// its Spanish slug (through the index blogs_es_slug).
func (s *Store) PublishedBlogIn(ctx context.Context, slug, lang string) (Blog, error) {
	items, err := list(ctx, s, blogs, langPrefix(lang)+"slug = ? AND "+publishedBlogs, "id", slug, s.now())
	if err != nil {
		return Blog{}, err
	}
	if len(items) == 0 {
		return Blog{}, ErrNotFound
	}
	return items[0], nil
}

// BlogPage lists every post, drafts included, newest first (admin).
func (s *Store) BlogPage(ctx context.Context, p Page) ([]Blog, int, error) {
	return page(ctx, s, blogs, p, "", "id DESC")
}

// Blog loads one post by id, draft or not.
func (s *Store) Blog(ctx context.Context, id int64) (Blog, error) { return get(ctx, s, blogs, id) }

// CreateBlog stores a new post. A published post without a date is
// published now.
func (s *Store) CreateBlog(ctx context.Context, v Blog) (Blog, error) {
	id, err := s.insertBlog(ctx, s.db, v, s.now())
	if err != nil {
		return Blog{}, err
	}
	return s.Blog(ctx, id)
}

func (s *Store) insertBlog(ctx context.Context, q querier, v Blog, now time.Time) (int64, error) {
	args := append([]any{v.Title, v.Slug, v.Excerpt, v.Body, v.Path, v.Status, publishedAt(v, now), v.SEOTitle, v.SEODescription, v.SEOKeywords},
		v.ES.values()...)
	return s.insert(ctx, q, `INSERT INTO blogs (title, slug, excerpt, body, path, status, published_at, seo_title, seo_description, seo_keywords, `+
		blogESColumns+`, created_at, updated_at) VALUES (`+marks(len(args)+2)+`)`, append(args, now, now)...)
}

// UpdateBlog replaces a post's fields, its Spanish version included (nil
// removes it).
func (s *Store) UpdateBlog(ctx context.Context, v Blog) (Blog, error) {
	now := s.now()
	args := append([]any{v.Title, v.Slug, v.Excerpt, v.Body, v.Path, v.Status, publishedAt(v, now), v.SEOTitle, v.SEODescription, v.SEOKeywords},
		v.ES.values()...)
	err := expectOne(s.exec(ctx, s.db, `UPDATE blogs SET title = ?, slug = ?, excerpt = ?, body = ?, path = ?, status = ?, published_at = ?, seo_title = ?,
		seo_description = ?, seo_keywords = ?, `+setList(blogESColumns)+`, updated_at = ? WHERE id = ?`, append(args, now, v.ID)...))
	if err != nil {
		return Blog{}, err
	}
	return s.Blog(ctx, v.ID)
}

func publishedAt(v Blog, now time.Time) any {
	switch {
	case v.PublishedAt != nil:
		return v.PublishedAt.UTC()
	case v.Status == BlogPublished:
		return now
	}
	return nil
}

// Taken reports whether a row other than exceptID has value in column of
// table, ignoring letter case, for the unique fields forms check (blog
// slug, state name and code): "california" is taken by "California".
// table and column come from code, never from a request.
func (s *Store) Taken(ctx context.Context, table, column, value string, exceptID int64) (bool, error) {
	n, err := count(ctx, s, table, "LOWER("+column+") = LOWER(?) AND id <> ?", value, exceptID)
	return n > 0, err
}

// DeleteBlog removes a post.
func (s *Store) DeleteBlog(ctx context.Context, id int64) error { return remove(ctx, s, "blogs", id) }

// ---- search

// SearchHit is one result of the site search.
type SearchHit struct {
	Type    string `json:"type"`
	ID      int64  `json:"id"`
	Title   string `json:"title"`
	Snippet string `json:"snippet"`
	URL     string `json:"url"`
}

// Search looks for term in services, state laws, questions and published
// posts, and returns at most limit hits, titles matches first. A question
// hit links to the page of the public FAQ list (id ascending,
// questionsPerPage a page) that holds it, at the question's anchor.
func (s *Store) Search(ctx context.Context, term string, limit, questionsPerPage int) ([]SearchHit, error) {
	return s.SearchIn(ctx, term, limit, questionsPerPage, English)
}

// SearchIn searches the texts of lang: in Spanish the Spanish versions,
// only of the records that have one, whose pages the hits link under /es
// (a question's page counted in the Spanish FAQ list, which holds only the
// questions that have a Spanish version).
func (s *Store) SearchIn(ctx context.Context, term string, limit, questionsPerPage int, lang string) ([]SearchHit, error) {
	if questionsPerPage < 1 {
		return nil, fmt.Errorf("search: questions per page %d, want at least 1", questionsPerPage)
	}
	pattern := likePattern(term)
	// Each source contributes (type, id, title, text, link key, rank); rank 0
	// when the title matches, 1 when only the text does. A question's link
	// key is its position in the public FAQ order, from which its page follows.
	// {es} is the prefix of lang's columns: in Spanish the search reads
	// the Spanish versions, whose first column is NULL (matching nothing)
	// where a record has none.
	const q = `SELECT kind, id, title, body, link FROM (
		SELECT 'service' AS kind, id, {es}title AS title, {es}description AS body, CAST(id AS TEXT) AS link,
			CASE WHEN LOWER({es}title) LIKE ? ESCAPE '\' THEN 0 ELSE 1 END AS rank
			FROM services WHERE {es}title IS NOT NULL AND (LOWER({es}title) LIKE ? ESCAPE '\' OR LOWER({es}description) LIKE ? ESCAPE '\')
		UNION ALL
		SELECT 'state_law', id, {es}title, {es}description, CAST(id AS TEXT),
			CASE WHEN LOWER({es}name) LIKE ? ESCAPE '\' OR LOWER({es}title) LIKE ? ESCAPE '\' THEN 0 ELSE 1 END
			FROM state_laws WHERE {es}name IS NOT NULL
			AND (LOWER({es}name) LIKE ? ESCAPE '\' OR LOWER({es}title) LIKE ? ESCAPE '\' OR LOWER({es}description) LIKE ? ESCAPE '\')
		UNION ALL
		SELECT 'question', id, {es}faq_question, {es}answer,
			CAST((SELECT COUNT(*) FROM questions AS earlier WHERE earlier.id <= question.id AND earlier.{es}faq_question IS NOT NULL) AS TEXT),
			CASE WHEN LOWER({es}faq_question) LIKE ? ESCAPE '\' THEN 0 ELSE 1 END
			FROM questions AS question WHERE {es}faq_question IS NOT NULL
			AND (LOWER({es}faq_question) LIKE ? ESCAPE '\' OR LOWER({es}answer) LIKE ? ESCAPE '\')
		UNION ALL
		SELECT 'blog', id, {es}title, {es}excerpt, {es}slug,
			CASE WHEN LOWER({es}title) LIKE ? ESCAPE '\' THEN 0 ELSE 1 END
			FROM blogs WHERE status = 'published' AND published_at <= ? AND {es}title IS NOT NULL
			AND (LOWER({es}title) LIKE ? ESCAPE '\' OR LOWER({es}excerpt) LIKE ? ESCAPE '\' OR LOWER({es}body) LIKE ? ESCAPE '\')
	) hits ORDER BY rank, kind, title LIMIT ?`
	p := pattern
	rows, err := s.query(ctx, s.db, strings.ReplaceAll(q, "{es}", langPrefix(lang)), p, p, p, p, p, p, p, p, p, p, p, p, s.now(), p, p, p, limit)
	if err != nil {
		return nil, err
	}
	return collect(rows, func(r scanner) (h SearchHit, err error) {
		var body, link string
		if err = r.Scan(&h.Type, &h.ID, &h.Title, &body, &link); err != nil {
			return h, err
		}
		h.Snippet = snippet(body, term)
		switch h.Type {
		case "service":
			h.URL = "/service-detail/" + link
		case "state_law":
			h.URL = "/state-law-detail/" + link
		case "question":
			position, err := strconv.Atoi(link)
			if err != nil || position < 1 {
				return h, fmt.Errorf("search: question %d position %q", h.ID, link)
			}
			h.URL = questionURL(h.ID, position, questionsPerPage)
		case "blog":
			h.URL = "/blog/" + link
		default:
			return h, fmt.Errorf("search: unknown kind %q", h.Type)
		}
		if lang == Spanish {
			h.URL = "/es" + h.URL
		}
		return h, nil
	})
}

// questionURL is where the FAQ page shows the question at position (1-based,
// in the public order): its page of the list, scrolled to its anchor.
func questionURL(id int64, position, perPage int) string {
	return fmt.Sprintf("/Faqs?page=%d#question-%d", (position-1)/perPage+1, id)
}

// spanishColumns name, per content table, the column that is NULL when a
// record has no Spanish version.
var spanishColumns = map[string]string{"services": "es_title", "state_laws": "es_name", "questions": "es_faq_question", "blogs": "es_title"}

// MissingSpanish counts the records of a content table (services,
// state_laws, questions, blogs) that have no Spanish version: what the
// admin lists flag.
func (s *Store) MissingSpanish(ctx context.Context, tableName string) (int, error) {
	column, ok := spanishColumns[tableName]
	if !ok {
		return 0, fmt.Errorf("missing Spanish: no content table %q", tableName)
	}
	return count(ctx, s, tableName, column+" IS NULL")
}
