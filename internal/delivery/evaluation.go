package delivery

import (
	"strconv"
	"strings"
	"time"

	"claimsite/internal/leads"
)

// EvaluationLine is one answer or finding of a lead's case evaluation, as
// the partner mail lists it.
type EvaluationLine struct{ Label, Value string }

// answerWords name the evaluation's answers in the partner mail.
var answerWords = map[string]string{
	"none": "none yet", "urgent_care": "urgent care or the ER", "doctor": "a doctor or chiropractor", "hospital": "a hospital stay",
	"surgery": "surgery",
	"other":   "the other party", "me": "the visitor", "shared": "shared", "unsure": "not sure",
	"yes": "yes", "no": "no",
	"commercial": "a commercial truck or company vehicle", "rideshare": "a rideshare", "government": "a government vehicle",
	"uninsured": "an uninsured driver",
	"open":      "open", "urgent": "urgent (fewer than 90 days left)", "passed": "passed",
}

// EvaluationLines are the case evaluation of lead l in words, tier first
// (none for the short forms): what the webhook carries under
// "qualification", for a person reading the mail.
func EvaluationLines(l leads.Lead) []EvaluationLine {
	q := l.Qualification
	if q == nil {
		return nil
	}
	word := func(s string) string {
		if w, ok := answerWords[s]; ok {
			return w
		}
		return s
	}
	yesNo := func(b *bool) string {
		switch {
		case b == nil:
			return ""
		case *b:
			return "yes"
		}
		return "no"
	}
	out := []EvaluationLine{{"Tier", q.Tier + " (rules version " + strconv.Itoa(q.TierVersion) + ")"}}
	if len(q.TierReasons) > 0 {
		out = append(out, EvaluationLine{"Why", strings.Join(q.TierReasons, "; ")})
	}
	if q.AccidentDate != "" {
		date := q.AccidentDate
		if t, err := time.Parse(time.DateOnly, date); err == nil {
			date = t.Format("January 2, 2006")
		} else if t, err := time.Parse("2006-01", date); err == nil {
			date = t.Format("January 2006") + " (month only)"
		}
		out = append(out, EvaluationLine{"Accident date", date})
	}
	if q.DeadlineOn != nil && q.DeadlineStatus != nil {
		deadline := *q.DeadlineOn + ", " + word(*q.DeadlineStatus)
		if t, err := time.Parse(time.DateOnly, *q.DeadlineOn); err == nil {
			deadline = t.Format("January 2, 2006") + ", " + word(*q.DeadlineStatus)
		}
		out = append(out, EvaluationLine{"General filing deadline", deadline})
	}
	if q.GovernmentNotice {
		out = append(out, EvaluationLine{"Public body", "a government vehicle was involved: the state's notice period for claims against a public body applies"})
	}
	if v := yesNo(q.Injured); v != "" {
		out = append(out, EvaluationLine{"Injured", v})
	}
	if q.Treatment != "" {
		out = append(out, EvaluationLine{"Treatment", word(q.Treatment)})
	}
	if v := yesNo(q.StillTreating); v != "" {
		out = append(out, EvaluationLine{"Still treating", v})
	}
	if q.Fault != "" {
		out = append(out, EvaluationLine{"At fault", word(q.Fault)})
	}
	if q.PoliceReport != "" {
		out = append(out, EvaluationLine{"Police report", word(q.PoliceReport)})
	}
	if len(q.Vehicles) > 0 {
		var vs []string
		for _, v := range q.Vehicles {
			vs = append(vs, word(v))
		}
		out = append(out, EvaluationLine{"Vehicles involved", strings.Join(vs, ", ")})
	}
	return out
}

// languageNames are the lead languages in words.
var languageNames = map[string]string{leads.LanguageEnglish: "English", leads.LanguageSpanish: "Spanish"}

// LanguageLine is the language the person of lead l wants to be contacted
// in, in words, for the partner mail; with a word on it when the lead
// came to the firm as a language fallback (decision 067).
func LanguageLine(l leads.Lead) string {
	lang := languageNames[l.Language]
	if lang == "" {
		lang = languageNames[leads.LanguageEnglish]
	}
	if l.LanguageFallback {
		return lang + " (sent to you because no firm that speaks " + lang + " could take it)"
	}
	return lang
}
