package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"time"
)

// reconciliation is what the product acknowledged, stored and delivered,
// set side by side.
type reconciliation struct {
	Acked        int // leads answered 201
	Stored       int // leads in the database
	Unacked      int // stored leads nobody was told about (the answer was cut by the kill)
	Routed       int // stored leads routed to the partner
	Delivered    int // routed leads the partner received
	Repeats      int // extra requests for a lead under the same Idempotency-Key
	RepeatLeads  int // leads the partner received more than once
	Problems     []string
	problemCount int
}

// reconcile compares the acknowledged leads with the stored ones (the
// export) and the routed ones with what the partner received.
// allRouted: every acknowledged lead must have been routed (the partner
// takes every test lead). exactlyOnce: a repeated delivery is a problem,
// not only counted.
func reconcile(acked, stored []exported, routed []string, got map[string]received, allRouted, exactlyOnce bool) reconciliation {
	rc := reconciliation{Acked: len(acked), Stored: len(stored), Routed: len(routed)}
	refs := map[string]int{}
	phones := map[string]int{}
	for _, s := range stored {
		refs[s.Reference]++
		phones[s.Phone]++
	}
	routedSet := map[string]bool{}
	for _, r := range routed {
		routedSet[r] = true
	}
	ackedRefs := map[string]bool{}
	for _, a := range acked {
		ackedRefs[a.Reference] = true
		switch {
		case refs[a.Reference] == 0:
			rc.problem("acknowledged lead %s is not stored", a.Reference)
		case refs[a.Reference] > 1 || phones[a.Phone] > 1:
			rc.problem("acknowledged lead %s is stored %d times (its phone on %d leads)", a.Reference, refs[a.Reference], phones[a.Phone])
		}
		if allRouted && refs[a.Reference] > 0 && !routedSet[a.Reference] {
			rc.problem("acknowledged lead %s was not routed", a.Reference)
		}
	}
	for ref := range refs {
		if !ackedRefs[ref] {
			rc.Unacked++
		}
	}
	for _, ref := range routed {
		g, ok := got[ref]
		if !ok || g.Requests == 0 {
			rc.problem("routed lead %s never reached the partner", ref)
			continue
		}
		rc.Delivered++
		if len(g.Keys) > 1 {
			rc.problem("lead %s reached the partner under %d different Idempotency-Keys", ref, len(g.Keys))
		}
		if g.Requests > 1 {
			rc.RepeatLeads++
			rc.Repeats += g.Requests - 1
			if exactlyOnce {
				rc.problem("lead %s reached the partner %d times", ref, g.Requests)
			}
		}
	}
	for ref := range got {
		if !routedSet[ref] {
			rc.problem("the partner received lead %s, which is not stored as routed", ref)
		}
	}
	return rc
}

// problem records a problem; only the first 20 are kept word for word.
func (rc *reconciliation) problem(format string, args ...any) {
	rc.problemCount++
	if len(rc.Problems) < 20 {
		rc.Problems = append(rc.Problems, fmt.Sprintf(format, args...))
	}
}

// runCheck: verifyload check --url A[,B] --email --password --acked
// F1[,F2] --hook URL [--wait D] [--all-routed] [--exactly-once] waits
// until no delivery is pending, then checks, on every instance, that each
// acknowledged lead is stored exactly once and that every routed lead
// reached the partner (under one Idempotency-Key).
func runCheck(args []string) error {
	fs := flag.NewFlagSet("check", flag.ExitOnError)
	urls := fs.String("url", "", "comma-separated base URLs; each must see every lead")
	email := fs.String("email", "", "admin e-mail")
	password := fs.String("password", "", "admin password")
	ackedFiles := fs.String("acked", "", "comma-separated files written by verifyload leads")
	hook := fs.String("hook", "", "the receiver's base URL (verifyload hook)")
	wait := fs.Duration("wait", 120*time.Second, "how long the queue may take to drain")
	allRouted := fs.Bool("all-routed", true, "every acknowledged lead must be routed")
	exactlyOnce := fs.Bool("exactly-once", false, "a lead delivered twice is a failure")
	allAnswered := fs.Bool("all-answered", false, "a stored lead the client got no 201 for is a failure (no kill in the run)")
	label := fs.String("label", "check", "name of this check in its summary line")
	report := fs.String("report", "", `file to add "label acked stored unacked routed delivered repeats" to`)
	fs.Parse(args)
	if *urls == "" || *ackedFiles == "" || *hook == "" {
		return errors.New("--url, --acked and --hook are required")
	}
	acked, err := readAcked(strings.Split(*ackedFiles, ","))
	if err != nil {
		return err
	}
	hc := client(4)
	var admins []*admin
	for _, base := range strings.Split(*urls, ",") {
		a, err := login(hc, base, *email, *password)
		if err != nil {
			return err
		}
		admins = append(admins, a)
	}

	// The queue drains: nothing pending, nothing failed or dead.
	start := time.Now()
	for {
		pending, err := admins[0].leadTotal("delivery=pending")
		if err != nil {
			return err
		}
		if pending == 0 {
			break
		}
		if time.Since(start) > *wait {
			return checkFailed(fmt.Sprintf("%s: %d leads still have a pending delivery after %s", *label, pending, *wait))
		}
		time.Sleep(250 * time.Millisecond)
	}
	drained := time.Since(start)
	for _, status := range []string{"failed", "dead"} {
		n, err := admins[0].leadTotal("delivery=" + status)
		if err != nil {
			return err
		}
		if n > 0 {
			return checkFailed(fmt.Sprintf("%s: %d leads have a %s delivery", *label, n, status))
		}
	}

	var got map[string]received
	res, err := hc.Get(*hook + "/deliveries")
	if err != nil {
		return err
	}
	err = json.NewDecoder(res.Body).Decode(&got)
	res.Body.Close()
	if err != nil {
		return err
	}
	hs, err := fetchHookStats(hc, *hook)
	if err != nil {
		return err
	}

	routedRows, err := admins[0].export("routing=routed")
	if err != nil {
		return err
	}
	routed := make([]string, len(routedRows))
	for i, r := range routedRows {
		routed[i] = r.Reference
	}
	var rc reconciliation
	for i, a := range admins {
		stored, err := a.export("")
		if err != nil {
			return err
		}
		one := reconcile(acked, stored, routed, got, *allRouted, *exactlyOnce)
		if i == 0 {
			rc = one
		} else if one.problemCount > 0 || one.Stored != rc.Stored {
			one.problem("instance %s sees %d leads, instance %s %d", a.base, one.Stored, admins[0].base, rc.Stored)
			rc = one
		}
	}
	if *allAnswered && rc.Unacked > 0 {
		rc.problem("%d stored leads were never acknowledged, with no kill in the run", rc.Unacked)
	}
	if hs.BadSignatures > 0 {
		rc.problem("%d deliveries had a bad signature or body", hs.BadSignatures)
	}

	fmt.Printf("%s: %d acknowledged, %d stored (%d of them unacknowledged: their answer was cut), %d routed, %d delivered; queue drained %.1f s after the load\n",
		*label, rc.Acked, rc.Stored, rc.Unacked, rc.Routed, rc.Delivered, drained.Seconds())
	fmt.Printf("%s: partner received %d requests; %d leads more than once (%d repeats, each under its one Idempotency-Key); %d bad signatures\n",
		*label, hs.Requests, rc.RepeatLeads, rc.Repeats, hs.BadSignatures)
	if *report != "" {
		f, err := os.OpenFile(*report, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
		if err != nil {
			return err
		}
		fmt.Fprintln(f, *label, rc.Acked, rc.Stored, rc.Unacked, rc.Routed, rc.Delivered, rc.Repeats)
		if err := f.Close(); err != nil {
			return err
		}
	}
	if rc.problemCount > 0 {
		for _, p := range rc.Problems {
			fmt.Println("  PROBLEM:", p)
		}
		return checkFailed(fmt.Sprintf("%s: %d problems", *label, rc.problemCount))
	}
	return nil
}

// percentile is the nearest-rank percentile p (0-1) of ds.
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(math.Ceil(p*float64(len(s)))) - 1
	return s[max(0, min(len(s)-1, i))]
}

// ms writes a duration in milliseconds with one decimal.
func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
