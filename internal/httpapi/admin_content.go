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
		key: "service", label: "Service",
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
	f.text("title", &v.Title)
	f.text("description", &v.Description)
	seoFields(f, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords, errs)
	if errs.Required("title", "title", v.Title) {
		errs.MaxLength("title", "title", v.Title, 255)
	}
	if errs.Required("description", "description", v.Description) {
		errs.MaxLength("description", "description", v.Description, 20000)
	}
	return v, errs, nil
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
	return listRecords(w, r, s.serviceResource())
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
		key: "state_law", label: "State law",
		fromForm: s.stateLawFromForm,
		image:    func(v *store.StateLaw) *string { return &v.Path },
		page:     s.store.StateLawPage,
		get:      s.store.StateLaw, create: s.store.CreateStateLaw, update: s.store.UpdateStateLaw, remove: s.store.DeleteStateLaw,
	}
}

var stateCode = regexp.MustCompile(`^[A-Z]{2}$`)

func (s *Server) stateLawFromForm(ctx context.Context, f *form, v store.StateLaw) (store.StateLaw, validate.Errors, error) {
	errs := validate.Errors{}
	f.text("name", &v.Name)
	f.text("title", &v.Title)
	if f.has("code") {
		v.Code = strings.ToUpper(f.get("code"))
	}
	if f.has("description") {
		v.Description = richtext.SanitizeStatePage(f.get("description"))
	}
	seoFields(f, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords, errs)
	stateFactsFromForm(f, &v.StateFacts, s.store.Now(), errs)
	if errs.Required("name", "name", v.Name) {
		errs.MaxLength("name", "name", v.Name, 100)
	}
	if errs.Required("code", "code", v.Code) && !stateCode.MatchString(v.Code) {
		errs.Add("code", "The code must be two letters.")
	}
	if errs.Required("title", "title", v.Title) {
		errs.MaxLength("title", "title", v.Title, 255)
	}
	if errs.Required("description", "description", richtext.Text(v.Description)) {
		errs.MaxLength("description", "description", v.Description, 200000)
	}
	for _, unique := range []struct{ field, value string }{{"name", v.Name}, {"code", v.Code}} {
		if errs.Has(unique.field) {
			continue
		}
		taken, err := s.store.Taken(ctx, "state_laws", unique.field, unique.value, v.ID)
		if err != nil {
			return v, nil, err
		}
		if taken {
			errs.Add(unique.field, "The "+unique.field+" has already been taken.")
		}
	}
	return v, errs, nil
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
	return listRecords(w, r, s.stateLawResource())
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
		key: "question", label: "Question",
		fromForm: questionFromForm,
		page: func(ctx context.Context, p store.Page) ([]store.Question, int, error) {
			return s.store.QuestionPage(ctx, p, true)
		},
		get: s.store.Question, create: s.store.CreateQuestion, update: s.store.UpdateQuestion, remove: s.store.DeleteQuestion,
	}
}

func questionFromForm(_ context.Context, f *form, v store.Question) (store.Question, validate.Errors, error) {
	errs := validate.Errors{}
	f.text("faq_question", &v.FAQQuestion)
	f.text("answer", &v.Answer)
	if errs.Required("faq_question", "question", v.FAQQuestion) {
		errs.MaxLength("faq_question", "question", v.FAQQuestion, 500)
	}
	if errs.Required("answer", "answer", v.Answer) {
		errs.MaxLength("answer", "answer", v.Answer, 10000)
	}
	return v, errs, nil
}

func (s *Server) handleQuestionList(w http.ResponseWriter, r *http.Request) error {
	return listRecords(w, r, s.questionResource())
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
		key: "blog", label: "Blog post",
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
	f.text("title", &v.Title)
	f.text("excerpt", &v.Excerpt)
	f.text("slug", &v.Slug)
	if f.has("body") {
		v.Body = richtext.Sanitize(f.get("body"))
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
	seoFields(f, &v.SEOTitle, &v.SEODescription, &v.SEOKeywords, errs)
	generated := v.Slug == ""
	if generated {
		v.Slug = slugify(v.Title)
	}
	if errs.Required("title", "title", v.Title) {
		errs.MaxLength("title", "title", v.Title, 255)
	}
	errs.MaxLength("excerpt", "excerpt", v.Excerpt, 1000)
	if errs.Required("body", "body", richtext.Text(v.Body)) {
		errs.MaxLength("body", "body", v.Body, 500000)
	}
	if v.Status != store.BlogDraft && v.Status != store.BlogPublished {
		errs.Add("status", "The status must be draft or published.")
	}
	switch {
	case errs.Has("title"):
	case !slugPattern.MatchString(v.Slug) || len(v.Slug) > 200:
		errs.Add("slug", "The slug may only contain lower-case letters, digits and single hyphens.")
	default:
		slug, taken, err := s.freeSlug(ctx, v.Slug, v.ID, generated)
		if err != nil {
			return v, nil, err
		}
		if taken {
			errs.Add("slug", "The slug has already been taken.")
		}
		v.Slug = slug
	}
	return v, errs, nil
}

// freeSlug checks that slug is not used by another post. A slug generated
// from the title gets the first free suffix (-2, -3, …) instead; one the
// admin typed is reported as taken.
func (s *Server) freeSlug(ctx context.Context, slug string, id int64, generated bool) (string, bool, error) {
	candidate := slug
	for n := 2; ; n++ {
		taken, err := s.store.Taken(ctx, "blogs", "slug", candidate, id)
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
	return listRecords(w, r, s.blogResource())
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
