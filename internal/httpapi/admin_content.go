package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"claimsite/internal/qualification"
	"claimsite/internal/richtext"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// ---- services

func (s *Server) serviceResource() resource[store.Service] {
	return resource[store.Service]{
		key: "service", label: "Service", table: "services",
		fromForm: serviceFromForm,
		image:    func(v *store.Service) *string { return &v.Path },
		page: func(ctx context.Context, p store.Page) ([]store.Service, int, error) {
			return s.store.ServicePage(ctx, p, true)
		},
		get: s.store.Service, create: s.store.CreateService, update: s.store.UpdateService, remove: s.store.DeleteService,
	}
}

func serviceFromForm(_ context.Context, f *form, v store.Service) (store.Service, validate.Errors, error) {
	errs := validate.Errors{}
	serviceFields(f, &v.Title, &v.Description, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords, errs)
	v.ES = spanishVersion(f, v.ES, errs, func(sub *form, es *store.ServiceES, errs validate.Errors) {
		serviceFields(sub, &es.Title, &es.Description, &es.SEOTitle, &es.SEODescription, &es.SEOKeywords, errs)
	})
	return v, errs, nil
}

// spanishVersion is the record's Spanish version after the form (issue
// 25): current when the form says nothing of it, nil when it removes it
// (es: null), otherwise current (or a new one) with the fields the form's
// "es" sends, read and checked by fields with the English fields' rules;
// their errors go into errs keyed es.field.
func spanishVersion[T any](f *form, current *T, errs validate.Errors, fields func(sub *form, es *T, errs validate.Errors)) *T {
	sub, sent := f.spanish()
	switch {
	case !sent:
		return current
	case sub == nil:
		return nil
	}
	var es T
	if current != nil {
		es = *current
	}
	esErrs := validate.Errors{}
	fields(sub, &es, esErrs)
	spanishErrors(errs, esErrs)
	return &es
}

// serviceFields reads and checks a service's fields, in English or (from
// the form's "es") in Spanish: the same rules in both.
func serviceFields(f *form, title, description, seoTitle, seoDescription, seoKeywords *string, errs validate.Errors) {
	f.text("title", title)
	f.text("description", description)
	seoFields(f, seoTitle, seoDescription, seoKeywords, errs)
	if errs.Required("title", "title", *title) {
		errs.MaxLength("title", "title", *title, 255)
	}
	if errs.Required("description", "description", *description) {
		errs.MaxLength("description", "description", *description, 20000)
	}
}

// spanishErrors adds the errors of a Spanish version's fields to errs,
// keyed es.field (es.title) as the admin form shows them.
func spanishErrors(errs, es validate.Errors) {
	for k, msgs := range es {
		errs["es."+k] = append(errs["es."+k], msgs...)
	}
}

// seoFields reads the three SEO fields every content kind has.
func seoFields(f *form, title, description, keywords *string, errs validate.Errors) {
	f.text("seo_title", title)
	f.text("seo_description", description)
	f.text("seo_keywords", keywords)
	errs.MaxLength("seo_title", "SEO title", *title, 255)
	errs.MaxLength("seo_description", "SEO description", *description, 500)
	errs.MaxLength("seo_keywords", "SEO keywords", *keywords, 500)
}

func (s *Server) handleServiceList(w http.ResponseWriter, r *http.Request) error {
	return listRecords(s, w, r, s.serviceResource())
}
func (s *Server) handleServiceGet(w http.ResponseWriter, r *http.Request) error {
	return getRecord(w, r, s.serviceResource())
}
func (s *Server) handleServiceCreate(w http.ResponseWriter, r *http.Request) error {
	return createRecord(s, w, r, s.serviceResource())
}
func (s *Server) handleServiceUpdate(w http.ResponseWriter, r *http.Request) error {
	return updateRecord(s, w, r, s.serviceResource())
}
func (s *Server) handleServiceDelete(w http.ResponseWriter, r *http.Request) error {
	return deleteRecord(s, w, r, s.serviceResource())
}

// ---- state laws

func (s *Server) stateLawResource() resource[store.StateLaw] {
	return resource[store.StateLaw]{
		key: "state_law", label: "State law", table: "state_laws",
		fromForm: s.stateLawFromForm,
		image:    func(v *store.StateLaw) *string { return &v.Path },
		page:     s.store.StateLawPage,
		get:      s.store.StateLaw, create: s.store.CreateStateLaw, update: s.store.UpdateStateLaw, remove: s.store.DeleteStateLaw,
	}
}

var stateCode = regexp.MustCompile(`^[A-Z]{2}$`)

func (s *Server) stateLawFromForm(ctx context.Context, f *form, v store.StateLaw) (store.StateLaw, validate.Errors, error) {
	errs := validate.Errors{}
	if f.has("code") {
		v.Code = strings.ToUpper(f.get("code"))
	}
	stateLawFields(f, &v.Name, &v.Title, &v.Description, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords, errs)
	stateFactsFromForm(f, &v.StateFacts, s.store.Now(), errs)
	if errs.Required("code", "code", v.Code) && !stateCode.MatchString(v.Code) {
		errs.Add("code", "The code must be two letters.")
	}
	v.ES = spanishVersion(f, v.ES, errs, func(sub *form, es *store.StateLawES, errs validate.Errors) {
		stateLawFields(sub, &es.Name, &es.Title, &es.Description, &es.SEOTitle, &es.SEODescription, &es.SEOKeywords, errs)
	})
	// A state's name is unique in each language, as its code is.
	unique := []struct{ field, column, value string }{{"name", "name", v.Name}, {"code", "code", v.Code}}
	if v.ES != nil {
		unique = append(unique, struct{ field, column, value string }{"es.name", "es_name", v.ES.Name})
	}
	for _, u := range unique {
		if errs.Has(u.field) {
			continue
		}
		taken, err := s.store.Taken(ctx, "state_laws", u.column, u.value, v.ID)
		if err != nil {
			return v, nil, err
		}
		if taken {
			errs.Add(u.field, "The "+strings.TrimPrefix(u.field, "es.")+" has already been taken.")
		}
	}
	return v, errs, nil
}

// stateLawFields reads and checks a state-law page's text fields, in
// English or in Spanish: the same rules in both, the description
// sanitised as a state page (its fact markers kept).
func stateLawFields(f *form, name, title, description, seoTitle, seoDescription, seoKeywords *string, errs validate.Errors) {
	f.text("name", name)
	f.text("title", title)
	if f.has("description") {
		*description = richtext.SanitizeStatePage(f.get("description"))
	}
	seoFields(f, seoTitle, seoDescription, seoKeywords, errs)
	if errs.Required("name", "name", *name) {
		errs.MaxLength("name", "name", *name, 100)
	}
	if errs.Required("title", "title", *title) {
		errs.MaxLength("title", "title", *title, 255)
	}
	if errs.Required("description", "description", richtext.Text(*description)) {
		errs.MaxLength("description", "description", *description, 200000)
	}
}

// stateFactsFromForm reads the state's facts the form sends (an update
// may leave any out) and checks them. Any may be empty: not known (a
// state added by hand before someone looked its law up); the product then
// says nothing of it rather than guess.
func stateFactsFromForm(f *form, v *store.StateFacts, now time.Time, errs validate.Errors) {
	optionalInt := func(field string, dst **int, min, max int, message string) {
		if !f.has(field) {
			return
		}
		*dst = nil
		if raw := f.get(field); raw != "" {
			n, err := strconv.Atoi(raw)
			if err != nil || n < min || n > max {
				errs.Add(field, message)
				return
			}
			*dst = &n
		}
	}
	optionalInt("sol_years", &v.SOLYears, qualification.MinSOLYears, qualification.MaxSOLYears,
		fmt.Sprintf("The statute of limitations must be a whole number of years from %d to %d.", qualification.MinSOLYears, qualification.MaxSOLYears))
	if f.has("fault_rule") {
		v.FaultRule = qualification.FaultRule(f.get("fault_rule"))
	}
	if v.FaultRule != "" && !v.FaultRule.Valid() {
		errs.Add("fault_rule", "Choose one of the fault rules, or none.")
	}
	optionalInt("government_notice_days", &v.GovernmentNoticeDays, qualification.MinNoticeDays, qualification.MaxNoticeDays,
		fmt.Sprintf("The government notice period must be a whole number of days from %d to %d, or empty.", qualification.MinNoticeDays, qualification.MaxNoticeDays))
	if f.has("no_fault") {
		switch f.get("no_fault") {
		case "true", "1", "on":
			v.NoFault = true
		case "false", "0", "":
			v.NoFault = false
		default:
			errs.Add("no_fault", "No-fault must be true or false.")
		}
	}
	f.text("bar_referral_url", &v.BarReferralURL)
	f.text("bar_referral_phone", &v.BarReferralPhone)
	f.text("citation", &v.Citation)
	if v.BarReferralURL != "" && (!strings.HasPrefix(v.BarReferralURL, "https://") || strings.ContainsAny(v.BarReferralURL, " \t\n")) {
		errs.Add("bar_referral_url", "The lawyer-referral link must be an https:// address.")
	}
	errs.MaxLength("bar_referral_url", "lawyer-referral link", v.BarReferralURL, qualification.MaxBarReferralURL)
	if v.BarReferralPhone != "" && !referralPhone.MatchString(v.BarReferralPhone) {
		errs.Add("bar_referral_phone", "Enter the lawyer-referral phone number as it is dialled, such as 1-800-342-3661.")
	}
	errs.MaxLength("citation", "citation", v.Citation, qualification.MaxCitation)
	if f.has("reviewed_on") {
		v.ReviewedOn = nil
		if raw := f.get("reviewed_on"); raw != "" {
			day, err := time.Parse(time.DateOnly, raw)
			if err != nil || day.After(now) {
				errs.Add("reviewed_on", "The review date must be a past date written YYYY-MM-DD, or empty.")
			} else {
				v.ReviewedOn = &raw
			}
		}
	}
}

// referralPhone is a phone number as a state bar publishes it: digits,
// with spaces, dashes, dots, brackets or a leading +.
var referralPhone = regexp.MustCompile(`^\+?[0-9][0-9 ().-]{6,23}$`)

func (s *Server) handleStateLawList(w http.ResponseWriter, r *http.Request) error {
	return listRecords(s, w, r, s.stateLawResource())
}
func (s *Server) handleStateLawGet(w http.ResponseWriter, r *http.Request) error {
	return getRecord(w, r, s.stateLawResource())
}
func (s *Server) handleStateLawCreate(w http.ResponseWriter, r *http.Request) error {
	return createRecord(s, w, r, s.stateLawResource())
}
func (s *Server) handleStateLawUpdate(w http.ResponseWriter, r *http.Request) error {
	return updateRecord(s, w, r, s.stateLawResource())
}
func (s *Server) handleStateLawDelete(w http.ResponseWriter, r *http.Request) error {
	return deleteRecord(s, w, r, s.stateLawResource())
}

// ---- questions

func (s *Server) questionResource() resource[store.Question] {
	return resource[store.Question]{
		key: "question", label: "Question", table: "questions",
		fromForm: questionFromForm,
		page: func(ctx context.Context, p store.Page) ([]store.Question, int, error) {
			return s.store.QuestionPage(ctx, p, true)
		},
		get: s.store.Question, create: s.store.CreateQuestion, update: s.store.UpdateQuestion, remove: s.store.DeleteQuestion,
	}
}

func questionFromForm(_ context.Context, f *form, v store.Question) (store.Question, validate.Errors, error) {
	errs := validate.Errors{}
	questionFields(f, &v.FAQQuestion, &v.Answer, errs)
	v.ES = spanishVersion(f, v.ES, errs, func(sub *form, es *store.QuestionES, errs validate.Errors) {
		questionFields(sub, &es.FAQQuestion, &es.Answer, errs)
	})
	return v, errs, nil
}

// questionFields reads and checks an FAQ entry's fields, in English or in
// Spanish.
func questionFields(f *form, question, answer *string, errs validate.Errors) {
	f.text("faq_question", question)
	f.text("answer", answer)
	if errs.Required("faq_question", "question", *question) {
		errs.MaxLength("faq_question", "question", *question, 500)
	}
	if errs.Required("answer", "answer", *answer) {
		errs.MaxLength("answer", "answer", *answer, 10000)
	}
}

func (s *Server) handleQuestionList(w http.ResponseWriter, r *http.Request) error {
	return listRecords(s, w, r, s.questionResource())
}
func (s *Server) handleQuestionGet(w http.ResponseWriter, r *http.Request) error {
	return getRecord(w, r, s.questionResource())
}
func (s *Server) handleQuestionCreate(w http.ResponseWriter, r *http.Request) error {
	return createRecord(s, w, r, s.questionResource())
}
func (s *Server) handleQuestionUpdate(w http.ResponseWriter, r *http.Request) error {
	return updateRecord(s, w, r, s.questionResource())
}
func (s *Server) handleQuestionDelete(w http.ResponseWriter, r *http.Request) error {
	return deleteRecord(s, w, r, s.questionResource())
}

// ---- blogs

func (s *Server) blogResource() resource[store.Blog] {
	return resource[store.Blog]{
		key: "blog", label: "Blog post", table: "blogs",
		fromForm: s.blogFromForm,
		image:    func(v *store.Blog) *string { return &v.Path },
		page:     s.store.BlogPage,
		get:      s.store.Blog, create: s.store.CreateBlog, update: s.store.UpdateBlog, remove: s.store.DeleteBlog,
	}
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// publishedAtLayouts are the date forms an admin form may send.
var publishedAtLayouts = []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02"}

func (s *Server) blogFromForm(ctx context.Context, f *form, v store.Blog) (store.Blog, validate.Errors, error) {
	errs := validate.Errors{}
	if err := s.blogFields(ctx, f, "slug", v.ID, &v.Title, &v.Slug, &v.Excerpt, &v.Body, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords, errs); err != nil {
		return v, nil, err
	}
	f.text("status", &v.Status)
	if v.Status == "" {
		v.Status = store.BlogDraft
	}
	if f.has("published_at") {
		v.PublishedAt = nil
		if raw := f.get("published_at"); raw != "" {
			t, ok := parseTime(raw, publishedAtLayouts)
			if !ok {
				errs.Add("published_at", "The published at is not a valid date.")
			}
			v.PublishedAt = &t
		}
	}
	if v.Status != store.BlogDraft && v.Status != store.BlogPublished {
		errs.Add("status", "The status must be draft or published.")
	}
	// The Spanish version: its own slug, unique among the Spanish slugs
	// (it may equal an English one: /es/blog/{slug} is another address).
	var fieldsErr error
	v.ES = spanishVersion(f, v.ES, errs, func(sub *form, es *store.BlogES, errs validate.Errors) {
		fieldsErr = s.blogFields(ctx, sub, "es_slug", v.ID, &es.Title, &es.Slug, &es.Excerpt, &es.Body, &es.SEOTitle, &es.SEODescription, &es.SEOKeywords, errs)
	})
	if fieldsErr != nil {
		return v, nil, fieldsErr
	}
	return v, errs, nil
}

// blogFields reads and checks a post's text fields, in English or in
// Spanish: the same rules in both, the slug made from the title when
// empty, and free among the slugs of slugColumn (slug or es_slug).
func (s *Server) blogFields(ctx context.Context, f *form, slugColumn string, id int64, title, slug, excerpt, body, seoTitle, seoDescription, seoKeywords *string, errs validate.Errors) error {
	f.text("title", title)
	f.text("excerpt", excerpt)
	f.text("slug", slug)
	if f.has("body") {
		*body = richtext.Sanitize(f.get("body"))
	}
	seoFields(f, seoTitle, seoDescription, seoKeywords, errs)
	generated := *slug == ""
	if generated {
		*slug = slugify(*title)
	}
	if errs.Required("title", "title", *title) {
		errs.MaxLength("title", "title", *title, 255)
	}
	errs.MaxLength("excerpt", "excerpt", *excerpt, 1000)
	if errs.Required("body", "body", richtext.Text(*body)) {
		errs.MaxLength("body", "body", *body, 500000)
	}
	switch {
	case errs.Has("title"):
	case !slugPattern.MatchString(*slug) || len(*slug) > 200:
		errs.Add("slug", "The slug may only contain lower-case letters, digits and single hyphens.")
	default:
		free, taken, err := s.freeSlug(ctx, slugColumn, *slug, id, generated)
		if err != nil {
			return err
		}
		if taken {
			errs.Add("slug", "The slug has already been taken.")
		}
		*slug = free
	}
	return nil
}

// freeSlug checks that slug is not used by another post in column (slug,
// or es_slug for the Spanish ones). A slug generated from the title gets
// the first free suffix (-2, -3, …) instead; one the admin typed is
// reported as taken.
func (s *Server) freeSlug(ctx context.Context, column, slug string, id int64, generated bool) (string, bool, error) {
	candidate := slug
	for n := 2; ; n++ {
		taken, err := s.store.Taken(ctx, "blogs", column, candidate, id)
		if err != nil || !taken {
			return candidate, false, err
		}
		if !generated || n > 100 {
			return slug, true, nil
		}
		candidate = slug + "-" + strconv.Itoa(n)
	}
}

func parseTime(raw string, layouts []string) (time.Time, bool) {
	for _, layout := range layouts {
		if t, err := time.Parse(layout, raw); err == nil {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}

// slugLetters spells the letters that do not decompose into an ASCII
// letter plus accents.
var slugLetters = strings.NewReplacer("ß", "ss", "æ", "ae", "Æ", "ae", "ø", "o", "Ø", "o", "œ", "oe", "Œ", "oe",
	"đ", "d", "Đ", "d", "ł", "l", "Ł", "l", "þ", "th", "Þ", "th", "&", " and ")

// slugify makes a URL slug of a title: accents dropped, lower-case ASCII
// letters and digits joined by single hyphens.
func slugify(title string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(slugLetters.Replace(title)) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(unicode.ToLower(r))
		default:
			hyphen = true
		}
	}
	s := b.String()
	if len(s) > 200 {
		s = strings.TrimRight(s[:200], "-")
	}
	return s
}

func (s *Server) handleBlogList(w http.ResponseWriter, r *http.Request) error {
	return listRecords(s, w, r, s.blogResource())
}
func (s *Server) handleBlogGet(w http.ResponseWriter, r *http.Request) error {
	return getRecord(w, r, s.blogResource())
}
func (s *Server) handleBlogCreate(w http.ResponseWriter, r *http.Request) error {
	return createRecord(s, w, r, s.blogResource())
}
func (s *Server) handleBlogUpdate(w http.ResponseWriter, r *http.Request) error {
	return updateRecord(s, w, r, s.blogResource())
}
func (s *Server) handleBlogDelete(w http.ResponseWriter, r *http.Request) error {
	return deleteRecord(s, w, r, s.blogResource())
}
