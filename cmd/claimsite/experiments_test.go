package main

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"claimsite/internal/experiments"
)

// heroTitle is the home page's headline as the server rendered it.
var heroTitle = regexp.MustCompile(`<h1 class="hero__title">([^<]*)</h1>`)

// TestExperimentVariantsRenderedAndCounted runs the real binary behind a
// trusted proxy: visitors from many networks and browsers get the home
// headline's variants in the server's HTML, in proportion to the weights
// (chi-square, as the results' sample-ratio check computes it); each
// visitor gets the same one again; leads posted with a visitor's address
// and browser carry its variant; and the results count exactly the
// visitor-days that saw each variant and the leads they left.
func TestExperimentVariantsRenderedAndCounted(t *testing.T) {
	t.Parallel()
	in := startInstance(t, map[string]string{
		"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_TRUST_PROXY": "true",
		"CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
	})
	token := login(t, in.base, adminEmail, adminPassword)
	headlines := map[string]string{"a": "Hurt in an accident? Get the compensation you deserve.", "b": "Injured? See what your claim is worth.",
		"c": "Talk to an injury lawyer today."}
	var created struct {
		Data experiments.Experiment `json:"data"`
	}
	in.call("POST", "/api/admin/experiments", token, map[string]any{
		"name": "Home headline", "target": "hero_headline", "traffic_percent": 100, "primary_metric": "leads",
		"variants": []map[string]any{
			{"name": "Control", "weight": 50, "value": headlines["a"]},
			{"name": "Worth", "weight": 30, "value": headlines["b"]},
			{"name": "Lawyer", "weight": 20, "value": headlines["c"]},
		},
	}, http.StatusCreated, &created)
	id := created.Data.ID
	in.call("POST", fmt.Sprintf("/api/admin/experiments/%d/start", id), token, nil, http.StatusOK, nil)

	byText := map[string]string{}
	for k, v := range headlines {
		byText[v] = k
	}
	visitor := func(n int) (string, string) {
		// Two user agents per network: each pair is two visitor-days.
		return fmt.Sprintf("10.%d.%d.%d", n/65536%256, n/256%256, n%256),
			fmt.Sprintf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/%d.0 Safari/537.36", 120+n%2)
	}
	home := func(n int) string {
		t.Helper()
		addr, ua := visitor(n)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, "GET", in.base+"/", nil)
		req.Header.Set("X-Forwarded-For", addr)
		req.Header.Set("User-Agent", ua)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		m := heroTitle.FindSubmatch(body)
		if resp.StatusCode != http.StatusOK || m == nil {
			t.Fatalf("visitor %d: status %d, no server-rendered headline", n, resp.StatusCode)
		}
		key, ok := byText[html.UnescapeString(string(m[1]))]
		if !ok {
			t.Fatalf("visitor %d saw %q", n, m[1])
		}
		return key
	}

	const visitors = 1500
	seen := map[int]string{}
	counts := map[string]int64{}
	for n := range visitors {
		seen[n] = home(n)
		counts[seen[n]]++
	}
	_, p := experiments.SRM([]int64{counts["a"], counts["b"], counts["c"]}, []int{50, 30, 20})
	if p < 0.001 {
		t.Errorf("variants %v of %d visitors: not in proportion to 50/30/20 (p = %g)", counts, visitors, p)
	}
	for n := range 50 {
		if again := home(n); again != seen[n] {
			t.Fatalf("visitor %d saw %s, then %s", n, seen[n], again)
		}
	}

	const converting = 40
	conversions := map[string]int64{}
	for n := range converting {
		addr, ua := visitor(n)
		b := strings.NewReader(fmt.Sprintf(`{"first_name":"Pat","last_name":"V","email":"x%d@example.com","phone":"555%07d","zipCode":"73301","state":"TX","is_checked":true}`, n, 2000000+n))
		req, _ := http.NewRequest("POST", in.base+"/api/contact", b)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", addr)
		req.Header.Set("User-Agent", ua)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("lead %d: %d", n, resp.StatusCode)
		}
		conversions[seen[n]]++
	}

	var results struct {
		Data experiments.Results `json:"data"`
	}
	in.call("GET", fmt.Sprintf("/api/admin/experiments/%d/results", id), token, nil, http.StatusOK, &results)
	for _, v := range results.Data.Variants {
		if v.Exposures != counts[v.Key] || v.Conversions != conversions[v.Key] {
			t.Errorf("variant %s: %d exposures and %d conversions, want %d and %d", v.Key, v.Exposures, v.Conversions, counts[v.Key], conversions[v.Key])
		}
	}
	if !results.Data.SRMOK || !results.Data.Ready {
		t.Errorf("results: srm ok %v, ready %v", results.Data.SRMOK, results.Data.Ready)
	}

	var lead struct {
		Data struct {
			Experiments []struct {
				ExperimentID int64  `json:"experiment_id"`
				Variant      string `json:"variant"`
			} `json:"experiments"`
		} `json:"data"`
	}
	var list struct {
		Data []struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	in.call("GET", "/api/admin/leads?q=x0%40example.com", token, nil, http.StatusOK, &list)
	if len(list.Data) != 1 {
		t.Fatalf("lead of visitor 0: %+v", list)
	}
	in.call("GET", fmt.Sprintf("/api/admin/leads/%d", list.Data[0].ID), token, nil, http.StatusOK, &lead)
	if len(lead.Data.Experiments) != 1 || lead.Data.Experiments[0].ExperimentID != id || lead.Data.Experiments[0].Variant != seen[0] {
		t.Errorf("visitor 0's lead: %+v, want variant %s", lead.Data.Experiments, seen[0])
	}
}
