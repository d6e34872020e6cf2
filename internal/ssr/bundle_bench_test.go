package ssr

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"claimsite/web"

	"modernc.org/quickjs"
)

// residentBytes is the process's resident memory (/proc/self/statm), or
// zero where there is none.
func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	fields := strings.Fields(string(b))
	if len(fields) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(fields[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// BenchmarkEngineStart is what one more VM of the renderer's pool costs
// with the real server bundle (its FormatJS Intl polyfills and their en
// and es-US data included, decision 064): the time to run the compiled
// bundle, and the resident memory each started VM adds (measured over
// the run, VMs kept open to the end).
func BenchmarkEngineStart(b *testing.B) {
	r, err := New(web.ServerBundle, 1)
	if err != nil {
		b.Fatal(err)
	}
	defer r.Close()
	var engines []*engine
	defer func() {
		for _, e := range engines {
			e.vm.Close()
		}
	}()
	before := residentBytes()
	for b.Loop() {
		e, err := r.newEngine()
		if err != nil {
			b.Fatal(err)
		}
		engines = append(engines, e)
	}
	if before > 0 && len(engines) > 0 {
		b.ReportMetric(float64(residentBytes()-before)/float64(len(engines))/(1<<20), "MB-resident/vm")
	}
}

// TestServerIntl: the server bundle's Intl (FormatJS polyfills with the
// trimmed data of en and es-US, decision 064) prints dates, numbers and
// plural categories as a browser's own Intl does (the wanted strings are
// Chromium's and Node's), so a hydrated page matches its server render.
func TestServerIntl(t *testing.T) {
	r, err := New(web.ServerBundle, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	e := <-r.idle
	defer func() { r.idle <- e }()
	for _, c := range []struct{ script, want string }{
		{`new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(new Date('2024-03-05T00:00:00Z'))`, "March 5, 2024"},
		{`new Intl.DateTimeFormat('es-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(new Date('2024-03-05T00:00:00Z'))`, "5 de marzo de 2024"},
		{`new Intl.DateTimeFormat('es-US', {month: 'short', day: 'numeric', timeZone: 'UTC'}).format(new Date('2024-09-30T12:00:00Z'))`, "30 sept"},
		{`new Intl.NumberFormat('en-US').format(1234567.891)`, "1,234,567.891"},
		{`new Intl.NumberFormat('es-US').format(1234567.891)`, "1,234,567.891"},
		{`new Intl.NumberFormat('es-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0}).format(100000)`, "$100,000"},
		{`new Intl.NumberFormat('es-US', {style: 'percent'}).format(0.5)`, "50%"},
		{`[1, 2, 0].map((n) => new Intl.PluralRules('es-US').select(n)).join(' ')`, "one other other"},
		{`[1, 2, 0].map((n) => new Intl.PluralRules('en-US').select(n)).join(' ')`, "one other other"},
	} {
		got, err := e.vm.Eval(c.script, quickjs.EvalGlobal)
		if err != nil || got != c.want {
			t.Errorf("%s = %v (%v), want %q", c.script, got, err, c.want)
		}
	}
}
