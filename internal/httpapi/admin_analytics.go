package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/store"
	"claimsite/internal/validate"
)

const (
	// analyticsDefaultDays is the range without from and to: the last 30
	// UTC days, today included.
	analyticsDefaultDays = 30
	// analyticsMaxDays bounds a range: a year and a leap day.
	analyticsMaxDays = 366
)

// analyticsRange reads from and to (YYYY-MM-DD, inclusive UTC days).
func analyticsRange(r *http.Request, today time.Time) (time.Time, time.Time, validate.Errors) {
	errs := validate.Errors{}
	q := r.URL.Query()
	to := today.UTC().Truncate(24 * time.Hour)
	from := to.AddDate(0, 0, -(analyticsDefaultDays - 1))
	parse := func(field string, dst *time.Time) {
		v := q.Get(field)
		if v == "" {
			return
		}
		d, err := time.Parse("2006-01-02", v)
		if err != nil {
			errs.Add(field, "Enter a date as YYYY-MM-DD.")
			return
		}
		*dst = d
	}
	parse("from", &from)
	parse("to", &to)
	if q.Get("from") != "" && q.Get("to") == "" && !errs.Any() && from.After(to) {
		to = from // a from in the future: that one day
	}
	if q.Get("to") != "" && q.Get("from") == "" && !errs.Any() {
		from = to.AddDate(0, 0, -(analyticsDefaultDays - 1))
	}
	switch {
	case errs.Any():
	case from.After(to):
		errs.Add("to", "The end date must not be before the start date.")
	case to.Sub(from) >= analyticsMaxDays*24*time.Hour:
		errs.Add("to", "Choose a range of at most "+strconv.Itoa(analyticsMaxDays)+" days.")
	}
	return from, to, errs
}

func (s *Server) handleAnalytics(w http.ResponseWriter, r *http.Request) error {
	from, to, errs := analyticsRange(r, s.store.Now())
	wantCSV := r.URL.Query().Get("format") == "csv" ||
		(r.URL.Query().Get("format") == "" && strings.Contains(r.Header.Get("Accept"), "text/csv"))
	if f := r.URL.Query().Get("format"); f != "" && f != "csv" && f != "json" {
		errs.Add("format", "The format must be csv or json.")
	}
	section := r.URL.Query().Get("section")
	if wantCSV {
		if _, ok := analyticsSections[section]; !ok {
			errs.Add("section", "Choose a table: "+strings.Join(analyticsSectionNames, ", ")+".")
		}
	}
	if errs.Any() {
		return invalid(errs)
	}
	a, err := s.store.Analytics(r.Context(), from, to, publicPages)
	if err != nil {
		return err
	}
	// Revenue is money: only for a role with the partners permission
	// (today every role that reads the analytics has it).
	if !currentUser(r).Role.Can(access.Partners) {
		a.Revenue = nil
		if strings.HasPrefix(section, "revenue") {
			return invalid(validate.Errors{"section": {"Choose a table: " + strings.Join(analyticsSectionNames[:8], ", ") + "."}})
		}
	}
	if !wantCSV {
		w.Header().Set("Cache-Control", "no-store")
		writeJSON(w, http.StatusOK, envelope(a))
		return nil
	}
	header, rows := analyticsSections[section](a)
	var b strings.Builder
	b.WriteString(csvRow(header))
	for _, row := range rows {
		b.WriteString(csvRow(row))
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="analytics-`+section+`-`+a.From+`-to-`+a.To+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, err = w.Write([]byte(b.String()))
	return err
}

// analyticsSectionNames lists the CSV tables, in the page's order.
var analyticsSectionNames = []string{
	"leads_per_day", "landing_pages", "languages", "sources", "states", "deliveries_by_status", "delivery_latency", "partners",
	"revenue_per_day", "revenue_states", "revenue_services", "revenue_partners", "revenue_sources",
}

// revenueHeader is the money columns of a revenue table: dollars written
// from cents digit by digit (dollars).
var revenueHeader = []string{"Charges", "Charged (USD)", "Credits", "Credited (USD)", "Revenue (USD)"}

func revenueCells(c store.RevenueCounts) []string {
	return []string{strconv.FormatInt(c.Charges, 10), dollars(c.ChargedCents), strconv.FormatInt(c.Credits, 10), dollars(c.CreditedCents),
		dollars(c.RevenueCents)}
}

// revenueTable is a revenue table of key columns then money columns.
func revenueTable(keys []string, rows [][]string) ([]string, [][]string) {
	return append(keys, revenueHeader...), rows
}

// revenueOf is a's revenue, empty when there is none.
func revenueOf(a store.Analytics) store.RevenueAnalytics {
	if a.Revenue == nil {
		return store.RevenueAnalytics{}
	}
	return *a.Revenue
}

// analyticsSections turns one part of the analytics into a CSV table: its
// header and rows.
var analyticsSections = map[string]func(store.Analytics) ([]string, [][]string){
	"leads_per_day": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, d := range a.Leads.Routing {
			rows = append(rows, []string{d.Day, itoa(d.Routed), itoa(d.Unrouted), itoa(d.Duplicate), itoa(d.Suppressed),
				itoa(d.Routed + d.Unrouted + d.Duplicate + d.Suppressed)})
		}
		return []string{"Day", "Routed", "Unrouted", "Duplicate", "Suppressed", "Total"}, rows
	},
	"landing_pages": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, c := range a.LandingPages {
			rows = append(rows, []string{c.LandingPage, itoa(c.Views), itoa(c.Entries), itoa(c.Leads), rateCell(c.ConversionRate)})
		}
		return []string{"Landing page", "Views", "Visits", "Leads", "Conversion rate"}, rows
	},
	"languages": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, c := range a.Languages {
			rows = append(rows, []string{c.Language, itoa(c.Views), itoa(c.Entries), itoa(c.Leads), rateCell(c.ConversionRate)})
		}
		return []string{"Language", "Views", "Visits", "Leads", "Conversion rate"}, rows
	},
	"sources": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, c := range a.Sources {
			rows = append(rows, []string{c.Source, c.Medium, c.Campaign, itoa(c.Views), itoa(c.Entries), itoa(c.Leads), rateCell(c.ConversionRate)})
		}
		return []string{"Source", "Medium", "Campaign", "Views", "Visits", "Leads", "Conversion rate"}, rows
	},
	"states": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, c := range a.States {
			rows = append(rows, []string{c.State, itoa(c.Leads)})
		}
		return []string{"State", "Leads"}, rows
	},
	"deliveries_by_status": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, c := range a.Deliveries.ByStatus {
			rows = append(rows, []string{c.Status, itoa(c.Count)})
		}
		return []string{"Status", "Deliveries"}, rows
	},
	"delivery_latency": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, d := range a.Deliveries.Latency {
			rows = append(rows, latencyRow(d.Day, d.Latency))
		}
		rows = append(rows, latencyRow("All", a.Deliveries.LatencyOverall))
		return []string{"Day", "Delivered", "Median seconds", "90th percentile seconds", "Longest seconds"}, rows
	},
	"partners": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, p := range a.Partners {
			rows = append(rows, []string{p.PartnerName, itoa(p.Delivered), itoa(p.Reported), itoa(p.Accepted), itoa(p.Rejected),
				itoa(p.Returned), rateCell(p.AcceptanceRate), rateCell(p.ReturnRate)})
		}
		return []string{"Partner", "Delivered leads", "Reported", "Accepted", "Rejected", "Returned", "Acceptance rate", "Return rate"}, rows
	},
	"revenue_per_day": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, d := range revenueOf(a).Days {
			rows = append(rows, append([]string{d.Day}, revenueCells(d.RevenueCounts)...))
		}
		return revenueTable([]string{"Day"}, rows)
	},
	"revenue_states": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, g := range revenueOf(a).States {
			rows = append(rows, append([]string{g.State}, revenueCells(g.RevenueCounts)...))
		}
		return revenueTable([]string{"State"}, rows)
	},
	"revenue_services": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, g := range revenueOf(a).Services {
			rows = append(rows, append([]string{g.Service}, revenueCells(g.RevenueCounts)...))
		}
		return revenueTable([]string{"Practice area"}, rows)
	},
	"revenue_partners": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, g := range revenueOf(a).Partners {
			rows = append(rows, append([]string{g.PartnerName}, revenueCells(g.RevenueCounts)...))
		}
		return revenueTable([]string{"Partner"}, rows)
	},
	"revenue_sources": func(a store.Analytics) ([]string, [][]string) {
		rows := [][]string{}
		for _, g := range revenueOf(a).Sources {
			rows = append(rows, append([]string{g.Source, g.Medium, g.Campaign}, revenueCells(g.RevenueCounts)...))
		}
		return revenueTable([]string{"Source", "Medium", "Campaign"}, rows)
	},
}

func latencyRow(day string, l store.Latency) []string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
	return []string{day, itoa(l.Count), f(l.P50), f(l.P90), f(l.Max)}
}

func itoa(n int) string { return strconv.Itoa(n) }

// rateCell writes a rate as a fraction (0.125), empty when there is none.
func rateCell(r *float64) string {
	if r == nil {
		return ""
	}
	return strconv.FormatFloat(*r, 'f', 4, 64)
}
