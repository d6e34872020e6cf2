package qualification

import (
	"errors"
	"regexp"
	"strconv"
	"time"

	"claimsite/internal/locale"
)

// Deadline statuses, as a lead stores them (deadline_status).
const (
	DeadlineOpen   = "open"
	DeadlineUrgent = "urgent" // fewer than UrgentDays left
	DeadlinePassed = "passed"
)

// UrgentDays: a deadline closer than this is urgent.
const UrgentDays = 90

// AccidentDate is the day of an accident as a visitor gives it: a day, or
// only a month and year (Day false), which then counts from the 1st of
// the month: the earliest the accident can have been, so the earliest
// deadline.
type AccidentDate struct {
	Date time.Time // midnight UTC of the day counted
	Day  bool      // the visitor gave the day
}

// Errors of ParseAccidentDate.
var (
	ErrAccidentDate = errors.New("the date of the accident must be a day (YYYY-MM-DD) or a month (YYYY-MM)")
	ErrFutureDate   = errors.New("the date of the accident is in the future")
)

var (
	dayPattern   = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	monthPattern = regexp.MustCompile(`^(\d{4})-(\d{2})$`)
)

// ParseAccidentDate reads "YYYY-MM-DD" or "YYYY-MM", refusing a date
// after today (the visitor's day, as a date without a time) and one
// before 1900.
func ParseAccidentDate(s string, today time.Time) (AccidentDate, error) {
	var a AccidentDate
	switch {
	case dayPattern.MatchString(s):
		d, err := time.Parse(time.DateOnly, s)
		if err != nil {
			return a, ErrAccidentDate
		}
		a = AccidentDate{Date: d, Day: true}
	case monthPattern.MatchString(s):
		m := monthPattern.FindStringSubmatch(s)
		year, _ := strconv.Atoi(m[1])
		month, _ := strconv.Atoi(m[2])
		if month < 1 || month > 12 {
			return a, ErrAccidentDate
		}
		a = AccidentDate{Date: time.Date(year, time.Month(month), 1, 0, 0, 0, 0, time.UTC)}
	default:
		return a, ErrAccidentDate
	}
	if a.Date.Year() < 1900 {
		return a, ErrAccidentDate
	}
	if a.Date.After(dateOf(today)) {
		return a, ErrFutureDate
	}
	return a, nil
}

// dateOf is t's calendar day as midnight UTC.
func dateOf(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// Deadline is the general filing deadline of an accident in a state.
type Deadline struct {
	On       time.Time // the last day to file, midnight UTC
	DaysLeft int       // from today; negative once passed
	Status   string    // DeadlineOpen, DeadlineUrgent or DeadlinePassed
}

// DeadlineOf is the general deadline solYears after the accident, as
// of today. A period of years from February 29 ends on February 28 of a
// year without one (the earlier day: the product never tells a visitor
// they have longer than they may).
func DeadlineOf(accident AccidentDate, solYears int, today time.Time) Deadline {
	from := accident.Date
	on := time.Date(from.Year()+solYears, from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)
	if on.Month() != from.Month() { // February 29 rolled into March
		on = time.Date(from.Year()+solYears, from.Month()+1, 0, 0, 0, 0, 0, time.UTC)
	}
	return DeadlineAt(on, today)
}

// DeadlineAt is a deadline on the day on, as of today: its days left and
// status.
func DeadlineAt(on, today time.Time) Deadline {
	on = dateOf(on)
	left := int(on.Sub(dateOf(today)).Hours() / 24)
	d := Deadline{On: on, DaysLeft: left, Status: DeadlineOpen}
	switch {
	case left < 0:
		d.Status = DeadlinePassed
	case left < UrgentDays:
		d.Status = DeadlineUrgent
	}
	return d
}

// DeadlineNote is what the evaluation tells the visitor of the deadline,
// in lang (package locale's catalogues, decision 071): a general rule and
// a count from the date they gave, never whether they have a case. place
// is the state as it reads in a sentence of lang ("Texas", "the District
// of Columbia"; "el Distrito de Columbia"); monthOnly says the visitor gave
// only a month (the count is then from its 1st).
func DeadlineNote(lang, place string, solYears int, d Deadline, monthOnly bool) string {
	say := func(id string, data map[string]any) string { return locale.Must(lang, id, data) }
	rule := say("deadline.rule", map[string]any{"Place": place, "Period": say("deadline.years."+strconv.Itoa(solYears), nil)})
	var count string
	switch {
	case d.DaysLeft < 0:
		count = say("deadline.passed", map[string]any{"Date": locale.Date(d.On, lang)})
	case d.DaysLeft == 0:
		count = say("deadline.today", nil)
	case d.DaysLeft < 60:
		var err error
		if count, err = locale.N(lang, "deadline.days", d.DaysLeft, nil); err != nil {
			count = "deadline.days"
		}
	default:
		count = say("deadline.months", map[string]any{"Months": (d.DaysLeft*12 + 182) / 365})
	}
	note := say("deadline.sentence", map[string]any{"Rule": rule, "Count": count})
	if monthOnly {
		note += " " + say("deadline.month_only", nil)
	}
	return note + " " + say("deadline.exceptions", nil)
}

// NoticeNote is the warning of a claim against a public body (a
// government vehicle was involved) in a state with a general notice
// period, in lang: "" when the state has none on record.
func NoticeNote(lang, place string, noticeDays *int) string {
	if noticeDays == nil {
		return ""
	}
	return locale.Must(lang, "deadline.notice", map[string]any{"Place": place, "Days": *noticeDays})
}
