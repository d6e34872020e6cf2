package main

import (
	"strings"
	"testing"
	"time"
)

func TestReconcile(t *testing.T) {
	ack := func(refs ...string) []exported {
		var out []exported
		for i, r := range refs {
			out = append(out, exported{Reference: r, Phone: "p" + r + string(rune('0'+i))})
		}
		return out
	}
	once := func(key string) received { return received{Requests: 1, Keys: map[string]int{key: 1}} }
	for _, c := range []struct {
		name                 string
		acked, stored        []exported
		routed               []string
		got                  map[string]received
		exactlyOnce          bool
		wantProblems         int
		wantUnacked, wantRep int
	}{
		{
			name: "all stored and delivered", acked: ack("A", "B"), stored: ack("A", "B"),
			routed: []string{"A", "B"}, got: map[string]received{"A": once("1"), "B": once("2")},
		},
		{
			name: "an unacknowledged lead stored and delivered is fine", acked: ack("A"), stored: ack("A", "B"),
			routed: []string{"A", "B"}, got: map[string]received{"A": once("1"), "B": once("2")}, wantUnacked: 1,
		},
		{
			name: "acknowledged lead lost", acked: ack("A", "B"), stored: ack("A"),
			routed: []string{"A"}, got: map[string]received{"A": once("1")}, wantProblems: 1,
		},
		{
			name: "acknowledged lead stored twice", acked: ack("A"), stored: append(ack("A"), ack("A")...),
			routed: []string{"A"}, got: map[string]received{"A": once("1")}, wantProblems: 1,
		},
		{
			name: "acknowledged lead not routed", acked: ack("A", "B"), stored: ack("A", "B"),
			routed: []string{"A"}, got: map[string]received{"A": once("1")}, wantProblems: 1,
		},
		{
			name: "routed lead never delivered", acked: ack("A", "B"), stored: ack("A", "B"),
			routed: []string{"A", "B"}, got: map[string]received{"A": once("1")}, wantProblems: 1,
		},
		{
			name: "repeat under the same key is counted", acked: ack("A"), stored: ack("A"),
			routed: []string{"A"}, got: map[string]received{"A": {Requests: 3, Keys: map[string]int{"1": 3}}}, wantRep: 2,
		},
		{
			name: "repeat is a problem when exactly once is required", acked: ack("A"), stored: ack("A"),
			routed: []string{"A"}, got: map[string]received{"A": {Requests: 2, Keys: map[string]int{"1": 2}}}, exactlyOnce: true,
			wantProblems: 1, wantRep: 1,
		},
		{
			name: "two keys for one lead", acked: ack("A"), stored: ack("A"),
			routed: []string{"A"}, got: map[string]received{"A": {Requests: 2, Keys: map[string]int{"1": 1, "2": 1}}},
			wantProblems: 1, wantRep: 1,
		},
		{
			name: "delivered but not stored as routed", acked: ack("A"), stored: ack("A"),
			routed: []string{"A"}, got: map[string]received{"A": once("1"), "Z": once("9")}, wantProblems: 1,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			rc := reconcile(c.acked, c.stored, c.routed, c.got, true, c.exactlyOnce)
			if rc.problemCount != c.wantProblems {
				t.Errorf("got %d problems %q, want %d", rc.problemCount, rc.Problems, c.wantProblems)
			}
			if rc.Unacked != c.wantUnacked || rc.Repeats != c.wantRep {
				t.Errorf("got %d unacknowledged and %d repeats, want %d and %d", rc.Unacked, rc.Repeats, c.wantUnacked, c.wantRep)
			}
		})
	}
}

func TestParseExport(t *testing.T) {
	csv := "\"id\",\"reference\",\"phone\"\r\n\"1\",\"K7M2\",\"2125551234\"\r\n\"2\",\"Q9XR\",\"'+2125551235\"\r\n"
	rows, err := parseExport(strings.NewReader(csv))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0] != (exported{"K7M2", "2125551234"}) || rows[1].Reference != "Q9XR" {
		t.Errorf("got %+v", rows)
	}
	if _, err := parseExport(strings.NewReader("\"id\",\"ref\"\r\n")); err == nil {
		t.Error("an export without a reference column was read")
	}
}

func TestPercentile(t *testing.T) {
	var ds []time.Duration
	for i := 100; i >= 1; i-- {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	for _, c := range []struct {
		p    float64
		want time.Duration
	}{{0.50, 50 * time.Millisecond}, {0.99, 99 * time.Millisecond}, {1, 100 * time.Millisecond}, {0, time.Millisecond}} {
		if got := percentile(ds, c.p); got != c.want {
			t.Errorf("percentile %.2f: got %s, want %s", c.p, got, c.want)
		}
	}
	if got := percentile(nil, 0.5); got != 0 {
		t.Errorf("percentile of nothing: got %s, want 0", got)
	}
}

func TestFlatness(t *testing.T) {
	series := func(f func(i int) int64) []int64 {
		s := make([]int64, 60)
		for i := range s {
			s[i] = f(i)
		}
		return s
	}
	for _, c := range []struct {
		name    string
		samples []int64
		want    bool
	}{
		{"constant", series(func(int) int64 { return 100_000 }), true},
		{"a warm start that levels off", series(func(i int) int64 { return 100_000 + int64(min(i, 25))*1_000 }), true},
		{"growing 20% over the last 30 s", series(func(i int) int64 { return 100_000 + int64(max(0, i-30))*700 }), true},
		{"growing 30% over the last 30 s", series(func(i int) int64 { return 100_000 + int64(max(0, i-30))*1_100 }), false},
		{"too few samples", make([]int64, 25), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := flatness(c.samples, 60*time.Second, 1.25); got.ok != c.want {
				t.Errorf("got ok %v (%s), want %v", got.ok, got.describe(), c.want)
			}
		})
	}
}
