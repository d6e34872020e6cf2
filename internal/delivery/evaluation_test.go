package delivery

import (
	"encoding/json"
	"strings"
	"testing"

	"claimsite/internal/leads"
)

// evaluatedLead is testLead as a case evaluation rated B.
func evaluatedLead() leads.Lead {
	l := testLead()
	yes, no := true, false
	on, status, left := "2028-03-02", "open", 626
	l.SourceForm, l.Tier, l.Language = leads.FormCaseEvaluation, "B", leads.LanguageSpanish
	l.Qualification = &leads.Qualification{
		AccidentDate: "2026-03", Injured: &yes, Treatment: "doctor", StillTreating: &no, Fault: "other", PoliceReport: "unsure",
		Vehicles: []string{"rideshare", "government"}, DeadlineOn: &on, DeadlineStatus: &status, DaysLeft: &left, GovernmentNotice: true,
		Tier: "B", TierVersion: 3, Score: 61, SubScores: map[string]int{"liability": 90},
		TierReasons: []string{"other party at fault", "treated by a doctor or chiropractor"},
	}
	return l
}

// TestEvaluationPayload: the webhook carries the tier, the language and
// the evaluation under the names docs/api.md gives; a short form's lead
// carries tier "unrated" and qualification null.
func TestEvaluationPayload(t *testing.T) {
	b, err := json.Marshal(Payload(evaluatedLead()))
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	q, _ := got["qualification"].(map[string]any)
	if got["tier"] != "B" || got["language"] != "es" || got["source_form"] != "case_evaluation" || q == nil {
		t.Fatalf("payload: %s", b)
	}
	for key, want := range map[string]any{"accident_date": "2026-03", "treatment": "doctor", "deadline_on": "2028-03-02",
		"deadline_status": "open", "days_left": 626.0, "tier": "B", "tier_version": 3.0, "government_notice": true, "represented": false} {
		if q[key] != want {
			t.Errorf("qualification.%s: got %v, want %v", key, q[key], want)
		}
	}
	if reasons, _ := q["tier_reasons"].([]any); len(reasons) != 2 {
		t.Errorf("tier_reasons: %v", q["tier_reasons"])
	}
	short := testLead()
	short.Tier = "unrated"
	b, _ = json.Marshal(Payload(short))
	if !strings.Contains(string(b), `"tier":"unrated","qualification":null`) || !strings.Contains(string(b), `"language_fallback":false`) {
		t.Errorf("short form payload: %s", b)
	}
	short.LanguageFallback = true
	if b, _ = json.Marshal(Payload(short)); !strings.Contains(string(b), `"language_fallback":true`) {
		t.Errorf("a language fallback's payload: %s", b)
	}
}

// TestPartnerMailEvaluation: the partner mail lists the evaluation in
// words, tier and reasons first; a short form's mail has no such section.
func TestPartnerMailEvaluation(t *testing.T) {
	compose := func(l leads.Lead) (string, string) {
		m, err := composer(t).Compose("partner_lead", "intake@firm.example", map[string]any{
			"Lead": l, "PartnerName": "Lone Star Injury", "Person": PersonName(l), "Service": "Car accidents",
			"Received": "March 11, 2026 at 15:04 UTC", "Consented": "March 11, 2026 at 15:04:05 UTC", "FooterNote": "You receive leads.",
			"Evaluation": EvaluationLines(l), "Language": LanguageLine(l),
		})
		if err != nil {
			t.Fatal(err)
		}
		return m.Text, m.HTML
	}
	text, html := compose(evaluatedLead())
	for part, body := range map[string]string{"text": text, "html": html} {
		for _, want := range []string{"Case evaluation", "Tier: B (rules version 3)", "Why: other party at fault; treated by a doctor or chiropractor",
			"Accident date: March 2026 (month only)", "General filing deadline: March 2, 2028, open", "Public body: a government vehicle",
			"Injured: yes", "Treatment: a doctor or chiropractor", "Still treating: no", "At fault: the other party", "Police report: not sure",
			"Vehicles involved: a rideshare, a government vehicle"} {
			if !strings.Contains(body, want) {
				t.Errorf("%s body lacks %q", part, want)
			}
		}
	}
	if !strings.Contains(text, "Language:    Spanish\n") || !strings.Contains(html, ">Language</td><td style=\"padding:4px 0\">Spanish<") {
		t.Errorf("the lead's language in words:\n%s", text)
	}
	fallback := evaluatedLead()
	fallback.LanguageFallback = true
	if text, _ := compose(fallback); !strings.Contains(text, "Language:    Spanish (sent to you because no firm that speaks Spanish could take it)") {
		t.Errorf("a language fallback is said:\n%s", text)
	}
	text, html = compose(testLead())
	if !strings.Contains(text, "Language:    English\n") {
		t.Errorf("a lead without a language said is English:\n%s", text)
	}
	if strings.Contains(text, "Case evaluation") || strings.Contains(html, "Case evaluation") {
		t.Error("a short form's mail has a case evaluation section")
	}
}
