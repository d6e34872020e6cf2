package httpapi

import (
	"net/http"
	"strings"

	"claimsite/internal/attribution"
	"claimsite/internal/ratelimit"
	"claimsite/internal/visits"
	"claimsite/internal/webui"
)

// visitsPattern is the page-view beacon's route. Browsers send it with
// navigator.sendBeacon, as text/plain: the one guarded write that takes
// JSON under that content type (checkSameOriginJSON), and whose access
// log line carries no address (logRequests).
const visitsPattern = "/api/visits"

// maxVisitBytes bounds a beacon's body: a few short fields.
const maxVisitBytes = 4 << 10

// visitBeacon is what the web app sends for each public page view: the
// page's path and its browser tab's first touch (landing page and UTM
// source, medium and campaign), and whether this is the tab's first page.
type visitBeacon struct {
	Path        string `json:"path"`
	LandingPage string `json:"landing_page"`
	Source      string `json:"source"`
	Medium      string `json:"medium"`
	Campaign    string `json:"campaign"`
	Entry       bool   `json:"entry"`
}

var errNotPublicPage = newError(http.StatusBadRequest, "path must be a public page of the site.")

// handleVisit counts a page view in the daily aggregates and answers 204
// at once; the collector writes about once a second. Robots, prefetches
// and prerenders get the same 204 and are not counted. Nothing of the
// request that names the visitor is kept: the user agent is reduced to a
// device class here, the address is only counted by the request limit
// (hashed, for the window's length).
func (s *Server) handleVisit(w http.ResponseWriter, r *http.Request) error {
	if visits.IsBot(r.UserAgent()) || prefetched(r) {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	if err := s.limit(r, s.perIP(r, ratelimit.VisitsIP)); err != nil {
		return err
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxVisitBytes)
	var b visitBeacon
	if err := decodeJSON(w, r, &b); err != nil {
		return err
	}
	route, _, ok := webui.PublicPage(attribution.PathOnly(b.Path))
	if !ok {
		return errNotPublicPage
	}
	// The landing page is kept only as a page the site has, in the route
	// table's spelling (a made-up path would be a new row each time): the
	// same key the analytics count leads under (attribution.LandingPage).
	s.visits.Add(visits.View{
		Route: route, LandingPage: b.LandingPage, Source: b.Source, Medium: b.Medium, Campaign: b.Campaign,
		Device: visits.Device(r.UserAgent()), Entry: b.Entry,
	}.Normalise(publicPages))
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// prefetched says whether the browser fetched ahead of a visit that may
// never happen (speculation rules, link prefetch, Firefox's X-Moz).
func prefetched(r *http.Request) bool {
	for _, h := range []string{"Sec-Purpose", "Purpose", "X-Purpose", "X-Moz"} {
		v := strings.ToLower(r.Header.Get(h))
		if strings.Contains(v, "prefetch") || strings.Contains(v, "prerender") || strings.Contains(v, "preview") {
			return true
		}
	}
	return false
}

// beaconText says whether r is the page-view beacon, whose JSON body
// comes as text/plain (navigator.sendBeacon cannot send another type
// without a CORS preflight, which the site never grants).
func beaconText(r *http.Request) bool {
	return r.Pattern == http.MethodPost+" "+visitsPattern
}

// Visits is the page-view collector: run it (Collector.Run) for as long as
// the server serves, and let it return after the server stopped, so the
// last views are written.
func (s *Server) Visits() *visits.Collector { return s.visits }

// publicPages is the route table's public pages, as package attribution
// reads them: the landing page key of visits and of leads.
func publicPages(path string) (string, bool) {
	_, canonical, ok := webui.PublicPage(path)
	return canonical, ok
}
