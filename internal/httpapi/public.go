package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"claimsite/internal/media"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Page sizes (DESIGN.md section 4).
const (
	cardPageSize  = 12
	tablePageSize = 10
	blogPageSize  = 12
)

// inLang keeps the records of items that have a version in lang, each as
// the site shows it in lang (In); the stores' *In reads already left out
// the others.
func inLang[T interface{ In(string) (T, bool) }](items []T, lang string) []T {
	out := items[:0]
	for _, v := range items {
		if shown, ok := v.In(lang); ok {
			out = append(out, shown)
		}
	}
	return out
}

// siteSettings is the body of GET /api/site.
type siteSettings struct {
	Brand            string            `json:"brand"`
	Phone            string            `json:"phone"`
	PhoneHref        string            `json:"phone_href"`
	Email            string            `json:"email"`
	Address          string            `json:"address"`
	Social           map[string]string `json:"social"`
	NewsURL          string            `json:"news_url"`
	FooterDisclaimer string            `json:"footer_disclaimer"`
	Hero             heroSettings      `json:"hero"`
	CTALabel         string            `json:"cta_label"`
	EntryForm        string            `json:"entry_form"`
	Popup            popupSettings     `json:"popup"`
	PublicURL        string            `json:"public_url"`
	Consent          consentText       `json:"consent"`
	LeadVerification leadVerification  `json:"lead_verification"`
}

// heroSettings is the home page's hero; "{brand}" in Subline stands for
// the brand name (decision 063).
type heroSettings struct {
	Headline string `json:"headline"`
	Subline  string `json:"subline"`
}

type popupSettings struct {
	Enabled      bool   `json:"enabled"`
	DelaySeconds int    `json:"delay_seconds"`
	Headline     string `json:"headline"`
}

type consentText struct {
	Version string `json:"version"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
	// Language is the text's language: "en" on the Spanish pages too while
	// no Spanish text is published (siteConsent).
	Language string `json:"language"`
}

type leadVerification struct {
	Mode                 string `json:"mode"`
	LeadIDScriptURL      string `json:"leadid_script_url"`
	TrustedFormScriptURL string `json:"trustedform_script_url"`
}

func (s *Server) handleSite(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	site, err := s.settings.Current(r.Context())
	if err != nil {
		return err
	}
	// The text settings in the page's language: a Spanish text not
	// written yet is shown in English, never empty (decision 065).
	texts := site.TextsIn(lang)
	writeJSON(w, http.StatusOK, envelope(siteSettings{
		Brand:     site.Brand,
		Phone:     site.Phone,
		PhoneHref: phoneHref(site.Phone),
		Email:     site.Email,
		Address:   site.Address,
		Social: map[string]string{
			"facebook": site.FacebookURL, "youtube": site.YouTubeURL, "linkedin": site.LinkedInURL,
			"instagram": site.InstagramURL, "tiktok": site.TikTokURL,
		},
		NewsURL:          site.NewsURL,
		FooterDisclaimer: texts.FooterDisclaimer,
		Hero:             heroSettings{Headline: texts.HeroHeadline, Subline: texts.HeroSubline},
		CTALabel:         texts.CTALabel,
		EntryForm:        site.EntryForm,
		Popup:            popupSettings{Enabled: site.PopupEnabled, DelaySeconds: site.PopupDelaySeconds, Headline: texts.PopupHeadline},
		PublicURL:        s.cfg.PublicURL,
		Consent:          siteConsent(site, lang),
		LeadVerification: leadVerification{
			Mode:                 site.LeadVerification,
			LeadIDScriptURL:      site.LeadIDScriptURL,
			TrustedFormScriptURL: site.TrustedFormScriptURL,
		},
	}))
	return nil
}

// phoneHref turns a displayed number into a tel: link (US numbers get +1).
func phoneHref(phone string) string {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, phone)
	if len(digits) == 10 {
		digits = "1" + digits
	}
	return "tel:+" + digits
}

func (s *Server) handleAllServices(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	items, err := s.store.AllServicesIn(r.Context(), lang)
	if err != nil {
		return err
	}
	items = inLang(items, lang)
	// The header's menu and the home page's tiles show titles and at most
	// the start of a description; every public page carries this list in
	// its server-rendered state, so it carries only that start.
	for i := range items {
		cardService(r.Context(), s, &items[i])
	}
	writeJSON(w, http.StatusOK, envelope(items))
	return nil
}

func (s *Server) handleCardServices(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	p := pageParam(r, cardPageSize)
	items, total, err := s.store.ServicePageIn(r.Context(), p, lang)
	if err != nil {
		return err
	}
	items = inLang(items, lang)
	// A card shows the start of the description; the whole text is on the
	// detail page. Sending only the start keeps the list light on phones.
	for i := range items {
		cardService(r.Context(), s, &items[i])
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

// cardService cuts a listed service's descriptions (its Spanish one too)
// to a card's excerpt and describes its image.
func cardService(ctx context.Context, s *Server, v *store.Service) {
	v.Description = excerpt(v.Description, cardExcerptLength)
	if v.ES != nil {
		es := *v.ES
		es.Description = excerpt(es.Description, cardExcerptLength)
		v.ES = &es
	}
	v.Image = s.image(ctx, v.Path)
}

// cardExcerptLength is how much description a service card carries.
const cardExcerptLength = 200

// excerpt is the first paragraph of text cut to at most n characters at a
// word boundary, with an ellipsis when anything was cut.
func excerpt(text string, n int) string {
	first, _, more := strings.Cut(strings.TrimSpace(text), "\n\n")
	runes := []rune(first)
	if len(runes) <= n {
		if more {
			return first + " …"
		}
		return first
	}
	cut := string(runes[:n])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}

func (s *Server) handleServiceDetail(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	type answer struct {
		store.Service
		Alternates alternates `json:"alternates"`
	}
	return respondRecord(w, r, "Service not found", func(ctx context.Context, id int64) (answer, error) {
		v, err := s.store.Service(ctx, id)
		if err != nil {
			return answer{}, err
		}
		a := answer{Alternates: recordAlternates("service", strconv.FormatInt(id, 10), spanishKey(v.ES != nil, id))}
		v, ok := v.In(lang)
		if !ok {
			return answer{}, store.ErrNotFound // no Spanish version: no Spanish page
		}
		v.Image = s.image(ctx, v.Path)
		a.Service = v
		return a, nil
	})
}

func (s *Server) handleStates(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	items, err := s.store.StatesIn(r.Context(), lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(items))
	return nil
}

func (s *Server) handleStateSearch(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	term := strings.TrimSpace(r.URL.Query().Get("query"))
	if term == "" || utf8.RuneCountInString(term) > 100 || !validate.Storable(term) {
		writeJSON(w, http.StatusOK, envelope([]store.StateRef{}))
		return nil
	}
	items, err := s.store.SearchStatesIn(r.Context(), term, 10, lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(items))
	return nil
}

func (s *Server) handleStateLaw(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	type answer struct {
		store.StateLaw
		Alternates alternates `json:"alternates"`
	}
	return respondRecord(w, r, "State law not found", func(ctx context.Context, id int64) (answer, error) {
		v, err := s.store.StateLaw(ctx, id)
		if err != nil {
			return answer{}, err
		}
		a := answer{Alternates: recordAlternates("state_law", strconv.FormatInt(id, 10), spanishKey(v.ES != nil, id))}
		v, ok := v.In(lang)
		if !ok {
			return answer{}, store.ErrNotFound
		}
		v.Image = s.image(ctx, v.Path)
		a.StateLaw = v
		return a, nil
	})
}

func (s *Server) handleQuestions(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	p := pageParam(r, tablePageSize)
	items, total, err := s.store.QuestionPageIn(r.Context(), p, lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paginate(r, p, inLang(items, lang), total))
	return nil
}

func (s *Server) handleBlogs(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	p := pageParam(r, blogPageSize)
	items, total, err := s.store.PublishedBlogPageIn(r.Context(), p, lang)
	if err != nil {
		return err
	}
	items = inLang(items, lang)
	for i := range items {
		items[i].Image = s.image(r.Context(), items[i].Path)
	}
	writeJSON(w, http.StatusOK, paginate(r, p, items, total))
	return nil
}

func (s *Server) handleBlog(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	slug := r.PathValue("slug")
	if !validate.Storable(slug) || len(slug) > maxPathValue {
		// No slug holds a NUL or invalid UTF-8, and PostgreSQL would refuse
		// to compare with one; none is that long either.
		return newError(http.StatusNotFound, "Post not found")
	}
	// In Spanish the slug is the post's Spanish one.
	post, err := s.store.PublishedBlogIn(r.Context(), slug, lang)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, "Post not found")
	}
	if err != nil {
		return err
	}
	spanishSlug := ""
	if post.ES != nil {
		spanishSlug = post.ES.Slug
	}
	alt := recordAlternates("post", post.Slug, spanishSlug)
	post, _ = post.In(lang)
	post.Image = s.image(r.Context(), post.Path)
	writeJSON(w, http.StatusOK, envelope(struct {
		store.Blog
		Alternates alternates `json:"alternates"`
	}{post, alt}))
	return nil
}

func (s *Server) handleSearch(w http.ResponseWriter, r *http.Request) error {
	lang, err := langParam(r)
	if err != nil {
		return err
	}
	term := strings.TrimSpace(r.URL.Query().Get("q"))
	if n := utf8.RuneCountInString(term); n < 2 || n > 100 || !validate.Storable(term) {
		writeJSON(w, http.StatusOK, envelope([]store.SearchHit{}))
		return nil
	}
	// Only a search that reaches the database counts against the limit.
	if err := s.limit(r, s.perIP(r, ratelimit.SearchIP)); err != nil {
		return err
	}
	// A question hit links to its page of the FAQ list, which
	// handleQuestions serves tablePageSize at a time.
	// In Spanish it searches the Spanish texts and links the Spanish pages.
	hits, err := s.store.SearchIn(r.Context(), term, 20, tablePageSize, lang)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(hits))
	return nil
}

// respondRecord answers {"data": record} for the {id} of the path, or a
// 404 with notFound as the message.
func respondRecord[T any](w http.ResponseWriter, r *http.Request, notFound string, load func(context.Context, int64) (T, error)) error {
	id, err := idParam(r)
	if err != nil {
		return newError(http.StatusNotFound, notFound)
	}
	v, err := load(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return newError(http.StatusNotFound, notFound)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope(v))
	return nil
}

// image describes a record's picture for the page that shows it (size and
// resized copies), or nil when there is none or it cannot be read; the
// page then falls back to its own placeholder size.
func (s *Server) image(ctx context.Context, path string) *media.Image {
	if path == "" {
		return nil
	}
	img, ok := s.media.Image(ctx, path)
	if !ok {
		return nil
	}
	return &img
}

// spanishKey is a record's key in its Spanish page's address (its id),
// or "" when it has no Spanish version.
func spanishKey(has bool, id int64) string {
	if !has {
		return ""
	}
	return strconv.FormatInt(id, 10)
}
