// Package demodata makes realistic synthetic leads for claimsite
// demo-data: people, consent proofs, attribution, the case evaluation's
// answers and deadlines, what happened to their deliveries, what partners
// and the operator did with them, and the page views around them. It only
// decides the story; the store writes it as the code live intake uses
// would (store.DemoWriter), which also rates the evaluations (their
// tiers). The same seed and clock give the same data.
//
// Nothing it makes can reach anyone: phones are 555-01xx numbers (reserved
// for fiction), e-mail addresses are at example.com, partner addresses at
// the reserved .example domain, client addresses in the documentation
// ranges (RFC 5737).
package demodata

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/attribution"
	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/qualification"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

// Service is a practice area of the site, StateLaw a state's page with
// the facts the case evaluation reads from it (store.StateFacts; nil: not
// on record, and then the evaluation records no deadline, as intake does).
type (
	Service struct {
		ID    int64
		Title string
	}
	StateLaw struct {
		ID                   int64
		Code                 string
		SOLYears             *int
		GovernmentNoticeDays *int
	}
)

// Pages finds the public page of a path: its route name and the path in
// the route table's spelling (webui.PublicPage).
type Pages func(path string) (route, canonical string, ok bool)

// Config is what to make.
type Config struct {
	Leads int
	Days  int
	Seed  uint64
	// Now is the end of the period: the newest lead comes an hour before,
	// and nothing of any lead's story happens after it.
	Now time.Time
	// BatchSize is how many leads each Batch carries.
	BatchSize int
	// The site: its services, state-law pages, published posts' slugs,
	// public pages, base URL and the consent text version visitors saw.
	Services       []Service
	StateLaws      []StateLaw
	Posts          []string
	Pages          Pages
	PublicURL      string
	ConsentVersion string
}

// Batch is a batch of leads in time order, with the page views of the
// days that ended before its last lead (or all of them, in the last
// batch).
type Batch struct {
	Leads  []store.DemoLead
	Visits []store.VisitCount
}

// Generator makes one run's data.
type Generator struct {
	cfg        Config
	rnd        *rand.Rand
	states     []string
	stateW     []float64
	services   []Service
	serviceW   []float64
	sourceW    []float64
	deviceW    []float64
	stateLaw   map[string]StateLaw
	npas       []int
	lastUsed   []int64 // by phone pool index: Unix seconds of its newest lead
	suppressed []string
	recent     []person // newest last, for duplicates
	routes     map[string][2]string
	visits     map[store.VisitCount]*store.VisitCount
}

// person is who sent a lead, kept to send another (a duplicate).
type person struct {
	first, last, email, phone, state, zip string
	at                                    time.Time
}

// New checks cfg and prepares a run.
func New(cfg Config) (*Generator, error) {
	switch {
	case cfg.Leads < 0:
		return nil, fmt.Errorf("leads must be 0 or more, got %d", cfg.Leads)
	case cfg.Days < 1:
		return nil, fmt.Errorf("days must be 1 or more, got %d", cfg.Days)
	case len(cfg.Services) == 0 || len(cfg.StateLaws) == 0:
		return nil, fmt.Errorf("the site has no services or state-law pages: seed its content first")
	case cfg.Pages == nil:
		return nil, fmt.Errorf("no route table")
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 10_000
	}
	g := &Generator{cfg: cfg, rnd: rand.New(rand.NewPCG(cfg.Seed, 0x636c61696d736974)), stateLaw: map[string]StateLaw{},
		routes: map[string][2]string{}, visits: map[store.VisitCount]*store.VisitCount{}}
	for _, sl := range cfg.StateLaws {
		g.stateLaw[sl.Code] = sl
	}
	for code := range stateWeights {
		if _, ok := g.stateLaw[code]; ok {
			g.states = append(g.states, code)
		}
	}
	slices.Sort(g.states) // map order is random; the run must not be
	for _, code := range g.states {
		g.stateW = append(g.stateW, stateWeights[code])
	}
	g.services = cfg.Services
	for _, s := range cfg.Services {
		g.serviceW = append(g.serviceW, serviceWeight(s.Title))
	}
	for _, s := range sources {
		g.sourceW = append(g.sourceW, s.weight)
	}
	for _, d := range devices {
		g.deviceW = append(g.deviceW, d.weight)
	}
	// Area codes: a first digit 2-9, no N11 service codes.
	for npa := 200; npa < 1000; npa++ {
		if npa%100 != 11 {
			g.npas = append(g.npas, npa)
		}
	}
	g.lastUsed = make([]int64, len(g.npas)*100)
	// A dozen people asked not to be contacted: their later leads are
	// suppressed.
	for len(g.suppressed) < 12 {
		i := g.rnd.IntN(len(g.lastUsed))
		if g.lastUsed[i] == 0 {
			g.lastUsed[i] = math.MaxInt64 // never picked as a fresh number
			g.suppressed = append(g.suppressed, g.phone(i))
		}
	}
	for _, p := range []string{"/", "/services", "/thank-you"} {
		if err := g.route(p); err != nil {
			return nil, err
		}
	}
	// The case evaluation's page, where the route table has it: its
	// views are counted then (the leads are the same either way).
	if name, canonical, ok := cfg.Pages(evaluationPath); ok {
		g.routes[evaluationPath] = [2]string{name, canonical}
	}
	return g, nil
}

// Suppressed are the phones to put on the do-not-contact list before the
// leads are written.
func (g *Generator) Suppressed() []string { return g.suppressed }

func serviceWeight(title string) float64 {
	t := strings.ToLower(title)
	for _, w := range serviceWeights {
		if strings.Contains(t, w.word) {
			return w.weight
		}
	}
	return serviceDefault
}

// serviceWord is the word of serviceWeights a service's title has, or "".
func serviceWord(title string) string {
	t := strings.ToLower(title)
	for _, w := range serviceWeights {
		if strings.Contains(t, w.word) {
			return w.word
		}
	}
	return ""
}

// route resolves a path of the site once: its route name and canonical
// spelling. A path the route table does not have is an error: visits
// must land on real pages.
func (g *Generator) route(path string) error {
	if _, ok := g.routes[path]; ok {
		return nil
	}
	name, canonical, ok := g.cfg.Pages(path)
	if !ok {
		return fmt.Errorf("%s is not a public page of the site", path)
	}
	g.routes[path] = [2]string{name, canonical}
	return nil
}

// pick is an index drawn with the given weights.
func (g *Generator) pick(weights []float64) int {
	var total float64
	for _, w := range weights {
		total += w
	}
	x := g.rnd.Float64() * total
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}

func (g *Generator) one(list []string) string { return list[g.rnd.IntN(len(list))] }

// between is a duration drawn uniformly from [lo, hi).
func (g *Generator) between(lo, hi time.Duration) time.Duration {
	return lo + time.Duration(g.rnd.Int64N(int64(hi-lo)))
}

// phone is the number of pool index i: a 555-01xx number of an area code.
func (g *Generator) phone(i int) string {
	return strconv.Itoa(g.npas[i/100]) + "55501" + fmt.Sprintf("%02d", i%100)
}

// freshPhone is a number nobody used in the duplicate window, so a new
// person is not taken for an earlier one: the pool (79,200 numbers) is
// small, and the duplicate rule is the store's, not ours.
func (g *Generator) freshPhone(at time.Time) string {
	cutoff := at.Add(-leads.DuplicateWindow - 24*time.Hour).Unix()
	i := g.rnd.IntN(len(g.lastUsed))
	for try := 0; try < 64 && g.lastUsed[i] > cutoff; try++ {
		i = g.rnd.IntN(len(g.lastUsed))
	}
	if g.lastUsed[i] == math.MaxInt64 {
		i = (i + 1) % len(g.lastUsed)
	}
	g.lastUsed[i] = at.Unix()
	return g.phone(i)
}

// schedule spreads n leads over the days: growing over the period (a
// business that buys more traffic as it goes), by weekday and by hour,
// none in the last hour before Now.
func (g *Generator) schedule() (start time.Time, perDay []int) {
	end := g.cfg.Now.UTC().Add(-time.Hour)
	today := end.Truncate(24 * time.Hour)
	start = today.AddDate(0, 0, -(g.cfg.Days - 1))
	weights := make([]float64, g.cfg.Days)
	var total float64
	for d := range weights {
		day := start.AddDate(0, 0, d)
		growth := 1 + 1.5*float64(d)/float64(max(1, g.cfg.Days-1))
		season := 1 + 0.08*math.Sin(2*math.Pi*float64(day.YearDay())/365)
		w := growth * season * weekdayWeights[day.Weekday()]
		if day.Equal(today) {
			w *= g.dayShare(end.Hour())
		}
		weights[d] = w
		total += w
	}
	perDay = make([]int, g.cfg.Days)
	type rest struct {
		day  int
		frac float64
	}
	rests := make([]rest, g.cfg.Days)
	given := 0
	for d, w := range weights {
		exact := float64(g.cfg.Leads) * w / total
		perDay[d] = int(exact)
		given += perDay[d]
		rests[d] = rest{d, exact - float64(perDay[d])}
	}
	slices.SortStableFunc(rests, func(a, b rest) int {
		switch {
		case a.frac > b.frac:
			return -1
		case a.frac < b.frac:
			return 1
		}
		return 0
	})
	for i := 0; given < g.cfg.Leads; i++ {
		perDay[rests[i%len(rests)].day]++
		given++
	}
	return start, perDay
}

// dayShare is the share of a day's leads that come in its first hours.
func (g *Generator) dayShare(hours int) float64 {
	var part, all float64
	for h, w := range hourWeights {
		all += w
		if h < hours {
			part += w
		}
	}
	return part / all
}

// Run sends the run's leads to out in batches, in time order, and closes
// out when done or when ctx ends.
func (g *Generator) Run(ctx context.Context, out chan<- Batch) error {
	defer close(out)
	start, perDay := g.schedule()
	end := g.cfg.Now.UTC().Add(-time.Hour)
	batch := Batch{Leads: make([]store.DemoLead, 0, g.cfg.BatchSize)}
	send := func() error {
		select {
		case out <- batch:
		case <-ctx.Done():
			return ctx.Err()
		}
		batch = Batch{Leads: make([]store.DemoLead, 0, g.cfg.BatchSize)}
		return nil
	}
	for d, n := range perDay {
		day := start.AddDate(0, 0, d)
		hours := 24
		if day.Equal(end.Truncate(24 * time.Hour)) {
			hours = end.Hour()
		}
		times := make([]time.Time, n)
		for i := range times {
			h := g.pick(hourWeights[:max(hours, 1)])
			times[i] = day.Add(time.Duration(h)*time.Hour + g.between(0, time.Hour))
		}
		slices.SortFunc(times, func(a, b time.Time) int { return a.Compare(b) })
		for _, at := range times {
			l, err := g.lead(at)
			if err != nil {
				return err
			}
			batch.Leads = append(batch.Leads, l)
			if len(batch.Leads) == g.cfg.BatchSize {
				if err := send(); err != nil {
					return err
				}
			}
		}
		batch.Visits = append(batch.Visits, g.takeVisits()...)
	}
	if len(batch.Leads) > 0 || len(batch.Visits) > 0 {
		return send()
	}
	return nil
}

// takeVisits hands over the page views gathered so far.
func (g *Generator) takeVisits() []store.VisitCount {
	out := make([]store.VisitCount, 0, len(g.visits))
	for _, c := range g.visits {
		out = append(out, *c)
	}
	slices.SortFunc(out, func(a, b store.VisitCount) int {
		return strings.Compare(a.Day+a.Route+a.LandingPage+a.Source+a.Medium+a.Campaign+a.Device,
			b.Day+b.Route+b.LandingPage+b.Source+b.Medium+b.Campaign+b.Device)
	})
	clear(g.visits)
	return out
}

// addVisits counts views and entries under key (its Views and Entries
// zero).
func (g *Generator) addVisits(key store.VisitCount, views, entries int64) {
	c, ok := g.visits[key]
	if !ok {
		c = &store.VisitCount{Day: key.Day, Route: key.Route, LandingPage: key.LandingPage, Source: key.Source,
			Medium: key.Medium, Campaign: key.Campaign, Device: key.Device}
		g.visits[key] = c
	}
	c.Views += views
	c.Entries += entries
}

// lead makes one lead arriving at, and its story.
func (g *Generator) lead(at time.Time) (store.DemoLead, error) {
	src := sources[g.pick(g.sourceW)]
	dev := devices[g.pick(g.deviceW)]
	svc := g.services[g.pick(g.serviceW)]

	// Who: a new person, or now and then someone who wrote before.
	var p person
	duplicate := false
	if g.rnd.Float64() < 0.05 {
		for try := 0; try < 3 && len(g.recent) > 0; try++ {
			q := g.recent[len(g.recent)-1-g.rnd.IntN(min(len(g.recent), 500))]
			if at.Sub(q.at) < leads.DuplicateWindow-24*time.Hour {
				p, duplicate = q, true
				break
			}
		}
	}
	suppressed := false
	if !duplicate {
		p.state = g.states[g.pick(g.stateW)]
		r := zipRanges[p.state]
		p.zip = fmt.Sprintf("%03d%02d", r[0]+g.rnd.IntN(r[1]-r[0]+1), g.rnd.IntN(100))
		p.first, p.last = g.one(firstNames), g.one(lastNames)
		p.email = strings.ToLower(p.first+"."+p.last) + strconv.Itoa(100+g.rnd.IntN(9900)) + "@example.com"
		if g.rnd.Float64() < 0.004 {
			p.phone, suppressed = g.one(g.suppressed), true
		} else {
			p.phone = g.freshPhone(at)
		}
	}
	p.at = at
	if len(g.recent) >= 4096 {
		g.recent = append(g.recent[:0], g.recent[2048:]...)
	}
	g.recent = append(g.recent, p)

	// Where they landed and which form they sent: the case evaluation,
	// linked from the home page's hero, the header and every service and
	// state page (which fill in the accident type or the state), or one of
	// the short forms.
	kind := g.one(src.landing)
	path, form := "/", leads.FormConsultation
	evaluation := g.rnd.Float64() < evaluationShares[kind]
	prefill := ""
	var serviceID, stateLawID *int64
	switch kind {
	case "service":
		path, serviceID = "/service-detail/"+strconv.FormatInt(svc.ID, 10), &svc.ID
		prefill = "?service=" + strconv.FormatInt(svc.ID, 10)
	case "state":
		id := g.stateLaw[p.state].ID
		path, stateLawID = "/state-law-detail/"+strconv.FormatInt(id, 10), &id
		prefill = "?state=" + p.state
		if g.rnd.Float64() < 0.7 {
			form = leads.FormStateLaw
		}
	case "blog":
		if len(g.cfg.Posts) > 0 {
			path = "/blog/" + g.one(g.cfg.Posts)
		}
	}
	if evaluation {
		form = leads.FormCaseEvaluation
	}
	// A share of the visitors use the Spanish site (issue 25), more in the
	// states with more Spanish speakers (spanishShares: about a fifth in
	// California, Texas and Florida): the same pages under /es, the blog's
	// visitors on its home page (a post has its Spanish version only when
	// one was written). They, and a few of the English site's, want to be
	// contacted in Spanish.
	share, ok := spanishShares[p.state]
	if !ok {
		share = spanishDefault
	}
	spanish := g.rnd.Float64() < share
	if spanish {
		if kind == "blog" {
			path = "/"
		}
		path = spanishPath(path)
	}
	language := leads.LanguageEnglish
	if spanish || g.rnd.Float64() < 0.03 {
		language = leads.LanguageSpanish
	}
	if err := g.route(path); err != nil {
		return store.DemoLead{}, err
	}
	a := map[string]string{}
	query := ""
	if src.utmSource != "" {
		a["utm_source"], a["utm_medium"] = src.utmSource, src.utmMedium
		query = "utm_source=" + src.utmSource + "&utm_medium=" + src.utmMedium
		if len(src.campaigns) > 0 {
			a["utm_campaign"] = g.one(src.campaigns)
			query += "&utm_campaign=" + a["utm_campaign"]
		}
		if len(src.terms) > 0 {
			a["utm_term"] = g.one(src.terms)
			query += "&utm_term=" + strings.ReplaceAll(a["utm_term"], " ", "+")
		}
	}
	if src.clickID != "" {
		key := src.clickID
		if key == "gclid" && dev.class != "desktop" && g.rnd.Float64() < 0.15 {
			key = "gbraid" // Google's click id from iOS apps
		}
		a[key] = g.token(32)
	}
	a["landing_page"] = path
	if query != "" {
		a["landing_page"] += "?" + query
	}
	if src.referrer != "" && !(src.utmSource == "" && g.rnd.Float64() < 0.5) {
		a["referrer"] = src.referrer
	}
	raw, err := json.Marshal(a)
	if err != nil {
		return store.DemoLead{}, err
	}
	word := serviceWord(svc.Title)
	desc := descriptions[word]
	if language == leads.LanguageSpanish {
		if desc = spanishDescriptions[word]; len(desc) == 0 {
			desc = spanishDescriptions[""]
		}
	}
	pageURL := strings.TrimSuffix(g.cfg.PublicURL, "/") + path
	if form == leads.FormCaseEvaluation {
		pageURL = strings.TrimSuffix(g.cfg.PublicURL, "/") + evaluationPath + prefill
		if spanish {
			pageURL = strings.TrimSuffix(g.cfg.PublicURL, "/") + spanishPath(evaluationPath) + prefill
		}
	}
	proof := leads.Proof{PageURL: pageURL, Referrer: a["referrer"], ConsentVersion: g.cfg.ConsentVersion, Attribution: raw}
	// Proofs: most browsers ran the scripts, some blocked them. The state
	// page's short form carries no TrustedForm script.
	if r := g.rnd.Float64(); r < 0.92 {
		proof.LeadID = g.uuid()
	} else if r < 0.95 {
		proof.LeadID = "undefined"
	}
	if form != leads.FormStateLaw && g.rnd.Float64() < 0.88 {
		proof.Link = "https://" + leads.TrustedFormHost + "/" + g.token(40)
	}
	lctx := leads.Context{
		ConsentVersion: g.cfg.ConsentVersion, IP: g.ip(), UserAgent: g.one(dev.agents),
		Mode: leads.VerificationOptional,
	}
	var l leads.Lead
	if form == leads.FormCaseEvaluation {
		if l, err = g.evaluationLead(p, svc, word, at, proof, lctx, language); err != nil {
			return store.DemoLead{}, err
		}
	} else {
		sub := leads.Submission{
			Email: p.email, Phone: p.phone, ZipCode: p.zip, Description: g.one(desc), IsChecked: true,
			StateLawID: stateLawID, ServiceID: serviceID, Proof: proof,
		}
		if form == leads.FormStateLaw {
			name := p.first + " " + p.last
			sub.Name = &name
		} else {
			sub.FirstName, sub.LastName, sub.State = &p.first, &p.last, p.state
		}
		var errs validate.Messages
		if l, errs = sub.Lead(lctx); errs.Any() {
			return store.DemoLead{}, fmt.Errorf("demo lead does not validate: %v", errs.English())
		}
		if form == leads.FormStateLaw {
			l.State = p.state // as intake does: the state-law page says which
		}
	}
	ref := make([]byte, leads.ReferenceLength)
	for i := range ref {
		ref[i] = byte(g.rnd.IntN(256))
	}
	l.Reference, l.Demo = leads.ReferenceFrom(ref), true
	l.Language = language

	route := g.routes[path]
	key := store.VisitCount{Day: at.Format(time.DateOnly), Route: route[0], LandingPage: route[1],
		Source: attribution.Value(a["utm_source"]), Medium: attribution.Value(a["utm_medium"]),
		Campaign: attribution.Value(a["utm_campaign"]), Device: dev.class}
	entries := int64(src.entries[0] + g.rnd.IntN(src.entries[1]-src.entries[0]+1))
	g.addVisits(key, entries+entries/6, entries)
	key.Route = g.routes["/services"][0]
	g.addVisits(key, (entries+2)/4, 0)
	key.Route = g.routes["/thank-you"][0]
	g.addVisits(key, 1, 0)
	if form == leads.FormCaseEvaluation {
		// Its steps are one page: viewed again by those who left it and
		// came back. Counted where the route table has the page.
		views := int64(1 + g.rnd.IntN(3))
		if route, ok := g.routes[evaluationPath]; ok {
			key.Route = route[0]
			g.addVisits(key, views, 0)
		}
	}

	d := store.DemoLead{Lead: l, At: at, Email: g.emailAttempts(at), Webhook: g.webhookAttempts(at)}
	d.Outcomes = g.outcomes(at)
	d.Statuses = g.statuses(at, duplicate, suppressed)
	return d, nil
}

// evaluationPath is the case evaluation's page.
const evaluationPath = "/case-evaluation"

// spanishPath is an English page's Spanish twin (webui.PathIn).
func spanishPath(p string) string {
	if p == "/" {
		return "/es"
	}
	return "/es" + p
}

// evaluationLead is the lead of a case evaluation p sent at about an
// accident of service svc (word: its serviceWeights word), as POST
// /api/case-evaluations makes it: built from the answers
// (Evaluation.Lead), linked to the state's page, its deadline worked out
// from the state's facts as of the day it came. The store rates it (its
// tier) as it writes it, as intake does.
func (g *Generator) evaluationLead(p person, svc Service, word string, at time.Time, proof leads.Proof, lctx leads.Context,
	lang string) (leads.Lead, error) {
	e := g.answers(svc, word, p.state, at)
	e.Language = lang
	e.ZipCode, e.FirstName, e.LastName, e.Email, e.Phone = p.zip, p.first, p.last, p.email, p.phone
	e.IsChecked, e.Proof = true, proof
	if g.rnd.Float64() < 0.7 { // the description is optional
		list := descriptions[word]
		if e.Language == leads.LanguageSpanish {
			if list = spanishDescriptions[word]; len(list) == 0 {
				list = spanishDescriptions[""]
			}
		}
		e.Description = g.one(list)
	}
	l, errs := e.Lead(lctx, at)
	if errs.Any() {
		return l, fmt.Errorf("demo case evaluation does not validate: %v", errs.English())
	}
	sl := g.stateLaw[p.state]
	l.StateLawID = &sl.ID
	var deadline *qualification.Deadline
	if accident, err := qualification.ParseAccidentDate(e.AccidentDate, at); err == nil && sl.SOLYears != nil {
		d := qualification.DeadlineOf(accident, *sl.SOLYears, at)
		deadline = &d
	}
	government := slices.Contains(e.Vehicles, qualification.VehicleGovernment)
	l.Qualification.SetDeadline(deadline, government && sl.GovernmentNoticeDays != nil)
	return l, nil
}

// answers are what a visitor told the case evaluation about an accident
// of svc in state, sent at: mostly recent, mostly treated by a doctor or
// at urgent care, mostly the other party's fault with a police report
// (answerMix). Nobody already represented or settled: their evaluation
// ends before the contact step and makes no lead.
func (g *Generator) answers(svc Service, word, state string, at time.Time) leads.Evaluation {
	no := leads.Checkbox(false)
	e := leads.Evaluation{ServiceID: &svc.ID, State: state, Represented: &no, Settled: &no, Language: leads.LanguageEnglish}
	// When: days before the day it was sent; now and then only the month.
	ages := accidentAges[g.pick(accidentAgeWeights)]
	day := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, time.UTC).AddDate(0, 0, -(ages[0] + g.rnd.IntN(ages[1]-ages[0]+1)))
	e.AccidentDate = day.Format(time.DateOnly)
	if g.rnd.Float64() < 0.2 {
		e.AccidentDate = day.Format("2006-01")
	}
	mix := typicalAnswers
	if g.rnd.Float64() < weakShare {
		mix = weakAnswers
	}
	injured := leads.Checkbox(g.rnd.Float64() < mix.injured)
	e.Injured = &injured
	if injured {
		e.Treatment = leads.Treatments[g.pick(mix.treatment)]
		if e.Treatment != qualification.TreatmentNone {
			still := leads.Checkbox(g.rnd.Float64() < 0.5)
			e.StillTreating = &still
		}
	}
	e.Fault = leads.Faults[g.pick(mix.fault)]
	e.PoliceReport = leads.PoliceReports[g.pick(mix.report)]
	share, kinds := 0.03, otherVehicles
	if v, ok := vehicleShares[word]; ok {
		share = v
	}
	if word == "truck" {
		kinds = truckVehicles
	}
	e.Vehicles = []string{}
	if g.rnd.Float64() < share { // a vehicle now and then, two rarely
		e.Vehicles = append(e.Vehicles, leads.VehicleKinds[g.pick(kinds)])
		if v := leads.VehicleKinds[g.pick(kinds)]; g.rnd.Float64() < 0.1 && v != e.Vehicles[0] {
			e.Vehicles = append(e.Vehicles, v)
		}
	}
	return e // its language is the lead's (lead: the site the visitor used)
}

// token is n random lowercase hex digits or letters, as click ids and
// certificate ids look.
func (g *Generator) token(n int) string {
	const alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[g.rnd.IntN(len(alphabet))]
	}
	return string(b)
}

// uuid is a LeadiD-shaped token.
func (g *Generator) uuid() string {
	const hex = "0123456789ABCDEF"
	b := make([]byte, 36)
	for i := range b {
		switch i {
		case 8, 13, 18, 23:
			b[i] = '-'
		default:
			b[i] = hex[g.rnd.IntN(16)]
		}
	}
	return string(b)
}

// ip is an address of the documentation ranges (RFC 5737).
func (g *Generator) ip() string {
	nets := []string{"192.0.2.", "198.51.100.", "203.0.113."}
	return g.one(nets) + strconv.Itoa(1+g.rnd.IntN(254))
}

// cut keeps the steps that happened before Now, in order: the rest of a
// story has not happened yet.
func (g *Generator) cut(at time.Time, steps []store.DemoStep) []store.DemoStep {
	for i, s := range steps {
		if at.Add(s.After).After(g.cfg.Now) {
			return steps[:i]
		}
	}
	return steps
}

// webhookAttempts: most partner servers answer at once, some after a
// retry or two (30 s, then doubling), a few refuse for good, and a very
// few never answer for the day deliveries are retried.
func (g *Generator) webhookAttempts(at time.Time) []store.DemoAttempt {
	lat := g.between(300*time.Millisecond, 4*time.Second)
	r := g.rnd.Float64()
	switch {
	case r < 0.925:
		return []store.DemoAttempt{{After: lat, Status: store.OutboxSent}}
	case r < 0.965:
		return []store.DemoAttempt{{After: lat, Status: store.OutboxPending, Error: g.one(webhookErrors)},
			{After: lat + 30*time.Second, Status: store.OutboxSent}}
	case r < 0.98:
		return []store.DemoAttempt{{After: lat, Status: store.OutboxPending, Error: g.one(webhookErrors)},
			{After: lat + 30*time.Second, Status: store.OutboxPending, Error: g.one(webhookErrors)},
			{After: lat + 90*time.Second, Status: store.OutboxSent}}
	case r < 0.995 || at.Add(25*time.Hour).After(g.cfg.Now):
		return []store.DemoAttempt{{After: lat, Status: store.OutboxFailed, Error: "webhook answered 410 Gone"}}
	}
	var out []store.DemoAttempt
	wait := 30 * time.Second
	for t := lat; t < 24*time.Hour; t += wait {
		out = append(out, store.DemoAttempt{After: t, Status: store.OutboxPending, Error: "dial tcp: i/o timeout"})
		wait = min(2*wait, time.Hour)
	}
	out[len(out)-1].Status = store.OutboxDead
	return out
}

// emailAttempts: mail to partners almost always goes through at once.
func (g *Generator) emailAttempts(time.Time) []store.DemoAttempt {
	lat := g.between(time.Second, 8*time.Second)
	switch r := g.rnd.Float64(); {
	case r < 0.99:
		return []store.DemoAttempt{{After: lat, Status: store.OutboxSent}}
	case r < 0.997:
		return []store.DemoAttempt{{After: lat, Status: store.OutboxPending, Error: "421 try again later"},
			{After: lat + 30*time.Second, Status: store.OutboxSent}}
	}
	return []store.DemoAttempt{{After: lat, Status: store.OutboxFailed, Error: "550 mailbox unavailable"}}
}

// outcomes are what the partner reports, days later: most accept, then
// contact the person, some sign them up, some turn them down (early
// enough, a return).
func (g *Generator) outcomes(at time.Time) []store.DemoStep {
	if g.rnd.Float64() < 0.3 {
		return nil // this partner does not report
	}
	if g.rnd.Float64() < 0.08 {
		return g.cut(at, []store.DemoStep{{After: g.between(2*time.Hour, 72*time.Hour), Status: "rejected", Reason: g.one(partnerRejects)}})
	}
	t := g.between(10*time.Minute, 24*time.Hour)
	steps := []store.DemoStep{{After: t, Status: "accepted"}}
	if g.rnd.Float64() < 0.8 {
		t += g.between(24*time.Hour, 72*time.Hour)
		steps = append(steps, store.DemoStep{After: t, Status: "contacted"})
		switch r := g.rnd.Float64(); {
		case r < 0.3:
			steps = append(steps, store.DemoStep{After: t + g.between(5*24*time.Hour, 30*24*time.Hour), Status: "retained"})
		case r < 0.42:
			steps = append(steps, store.DemoStep{After: t + g.between(3*24*time.Hour, 20*24*time.Hour), Status: "rejected", Reason: g.one(partnerRejects)})
		}
	}
	return g.cut(at, steps)
}

// statuses are the operator's work: duplicates and suppressed leads
// mostly rejected at once, the rest contacted, then qualified or rejected.
func (g *Generator) statuses(at time.Time, duplicate, suppressed bool) []store.DemoStep {
	quick := g.between(time.Hour, 48*time.Hour)
	switch {
	case suppressed && g.rnd.Float64() < 0.6:
		return g.cut(at, []store.DemoStep{{After: quick, Status: "rejected", Reason: "On the do-not-contact list."}})
	case duplicate && g.rnd.Float64() < 0.7:
		return g.cut(at, []store.DemoStep{{After: quick, Status: "rejected", Reason: "Duplicate of an earlier inquiry."}})
	case g.rnd.Float64() < 0.2:
		return nil
	}
	t := g.between(15*time.Minute, 36*time.Hour)
	steps := []store.DemoStep{{After: t, Status: "contacted"}}
	switch r := g.rnd.Float64(); {
	case r < 0.4:
		steps = append(steps, store.DemoStep{After: t + g.between(24*time.Hour, 10*24*time.Hour), Status: "qualified", Reason: g.one(qualifiedNotes)})
	case r < 0.7:
		steps = append(steps, store.DemoStep{After: t + g.between(24*time.Hour, 7*24*time.Hour), Status: "rejected", Reason: g.one(rejectReasons)})
	}
	return g.cut(at, steps)
}

// Partners are n synthetic law firms: a national one that takes what the
// regional ones cannot (second priority, with a daily cap, so a busy day
// leaves some leads unrouted), and regional ones by the biggest states.
// Their webhooks and mailboxes are on the reserved .example domain.
// perDay is the average number of leads a day, which the cap follows.
func Partners(n int, perDay float64) []leads.Partner {
	regions := []struct {
		name, tz string
		states   []string
	}{
		{"Pacific Coast Injury Attorneys", "America/Los_Angeles", []string{"CA", "OR", "WA", "NV", "AZ", "HI", "AK"}},
		{"Lone Star Accident Lawyers", "America/Chicago", []string{"TX", "OK", "LA", "NM", "AR"}},
		{"Empire Trial Lawyers", "America/New_York", []string{"NY", "NJ", "PA", "CT", "MA", "RI", "DE"}},
		{"Sunbelt Injury Group", "America/New_York", []string{"FL", "GA", "SC", "NC", "AL", "TN", "MS"}},
		{"Great Lakes Injury Counsel", "America/Chicago", []string{"IL", "OH", "MI", "IN", "WI", "MN"}},
		{"Mountain West Injury Law", "America/Denver", []string{"CO", "UT", "ID", "MT", "WY"}},
		{"Chesapeake Accident Attorneys", "America/New_York", []string{"MD", "VA", "DC", "WV"}},
	}
	var all []string
	for code := range stateWeights {
		all = append(all, code)
	}
	slices.Sort(all)
	out := make([]leads.Partner, 0, n)
	for i := 1; i <= n; i++ {
		host := "partner-" + strconv.Itoa(i) + ".example"
		p := leads.Partner{
			Email: "intake@" + host, WebhookURL: "https://" + host + "/claimsite-webhook",
			Priority: 1, Active: true, Timezone: "America/New_York",
		}
		switch {
		case i == 1:
			p.Name, p.States, p.Priority = "Demo National Injury Network", all, 2
			p.DailyCap = max(5, int(perDay*0.35))
		case i-2 < len(regions):
			r := regions[i-2]
			p.Name, p.States, p.Timezone = "Demo "+r.name, r.states, r.tz
		default:
			p.Name, p.States = "Demo Partner "+strconv.Itoa(i), all[(i*7)%len(all):(i*7)%len(all)+1]
		}
		// Prices (decision 048): a default, a higher one for the firm's
		// first two states, and by the case evaluation's tier (issue 23):
		// more for an A lead, less for a D one where the firm takes them.
		// Prepaid (demo-data pays them in); no low-balance threshold, whose
		// mail a worker would send.
		p.Settings = billing.DefaultSettings()
		p.PriceCents = int64(3000 + 500*(i%4))
		for k, state := range p.States[:min(2, len(p.States))] {
			p.Overrides = append(p.Overrides, billing.Override{State: &state, PriceCents: p.PriceCents + int64(1500-750*k)})
		}
		// What the firm takes (decision 060): the national network whatever
		// the others leave; of the regional firms (and the one-state firms
		// after them, in the same turn), the Pacific coast's only tiers A
		// and B, Texas' also leads whose deadline has passed, the
		// Northeast's A to C, the Southeast's no leads of the short forms,
		// the Great Lakes' A and B and passed deadlines, the Mountain West's
		// A to C of the evaluation only.
		minTier := map[int]string{2: "B", 4: "C", 6: "B", 0: "C"}[i%7]
		if minTier != "" {
			p.MinTier = &minTier
		}
		p.AcceptsPassedDeadline = i%7 == 3 || i%7 == 6
		if i%7 == 5 || i%7 == 0 {
			unrated := false
			p.AcceptsUnrated = &unrated
		}
		tierA, tierD := "A", "D"
		p.Overrides = append(p.Overrides, billing.Override{Tier: &tierA, PriceCents: p.PriceCents + 2000})
		if p.MinTier == nil {
			p.Overrides = append(p.Overrides, billing.Override{Tier: &tierD, PriceCents: p.PriceCents - 1500})
		}
		// The languages their intake staff speak (decision 067): the
		// national network, the Pacific coast's, Texas' and the Southeast's
		// firms English and Spanish, the Northeast's Spanish only (so an
		// English lead there goes to it, marked as a language fallback, when
		// the national network is at its cap).
		switch i % 7 {
		case 1, 2, 3, 5:
			p.Languages = []string{leads.LanguageEnglish, leads.LanguageSpanish}
		case 4:
			p.Languages = []string{leads.LanguageSpanish}
		default:
			p.Languages = []string{leads.LanguageEnglish}
		}
		// Firms take leads their own way: some by webhook only, some by
		// e-mail only, some both.
		switch i % 3 {
		case 0:
			p.Email = ""
		case 2:
			p.WebhookURL = ""
		}
		out = append(out, p)
	}
	return out
}
