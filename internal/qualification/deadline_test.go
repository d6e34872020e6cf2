package qualification_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"claimsite/internal/locale"
	"claimsite/internal/qualification"
	"claimsite/internal/seed"
)

func day(s string) time.Time {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestParseAccidentDate(t *testing.T) {
	today := time.Date(2026, 11, 29, 23, 30, 0, 0, time.UTC)
	for _, c := range []struct {
		in      string
		want    string
		wantDay bool
		err     error
	}{
		{"2026-03-14", "2026-03-14", true, nil},
		{"2026-03", "2026-03-01", false, nil},
		{"2026-11-29", "2026-11-29", true, nil}, // today
		{"2026-11", "2026-11-01", false, nil},   // this month
		{"2024-02-29", "2024-02-29", true, nil},
		{"2026-11-30", "", false, qualification.ErrFutureDate},
		{"2026-12", "", false, qualification.ErrFutureDate},
		{"2025-02-29", "", false, qualification.ErrAccidentDate},
		{"2026-13", "", false, qualification.ErrAccidentDate},
		{"2026-00", "", false, qualification.ErrAccidentDate},
		{"1899-12-31", "", false, qualification.ErrAccidentDate},
		{"03/14/2026", "", false, qualification.ErrAccidentDate},
		{"2026-3-14", "", false, qualification.ErrAccidentDate},
		{"", "", false, qualification.ErrAccidentDate},
	} {
		got, err := qualification.ParseAccidentDate(c.in, today)
		if !errors.Is(err, c.err) {
			t.Errorf("%q: error %v, want %v", c.in, err, c.err)
			continue
		}
		if c.err == nil && (got.Date.Format(time.DateOnly) != c.want || got.Day != c.wantDay) {
			t.Errorf("%q: %s day=%v, want %s day=%v", c.in, got.Date.Format(time.DateOnly), got.Day, c.want, c.wantDay)
		}
	}
}

func TestDeadlineOf(t *testing.T) {
	for _, c := range []struct {
		name     string
		accident string
		years    int
		today    string
		on       string
		left     int
		status   string
	}{
		{"two years, long ahead", "2026-03-14", 2, "2026-11-29", "2028-03-14", 471, qualification.DeadlineOpen},
		{"the 90th day before is not urgent", "2024-02-27", 2, "2025-11-29", "2026-02-27", 90, qualification.DeadlineOpen},
		{"89 days left is urgent", "2024-02-27", 2, "2025-11-30", "2026-02-27", 89, qualification.DeadlineUrgent},
		{"the last day is urgent, not passed", "2024-11-29", 2, "2026-11-29", "2026-11-29", 0, qualification.DeadlineUrgent},
		{"the day after has passed", "2024-11-28", 2, "2026-11-29", "2026-11-28", -1, qualification.DeadlinePassed},
		{"one year", "2026-01-15", 1, "2026-11-29", "2027-01-15", 47, qualification.DeadlineUrgent},
		{"leap day to a common year ends on 28 February", "2024-02-29", 2, "2026-01-01", "2026-02-28", 58, qualification.DeadlineUrgent},
		{"leap day to a leap year keeps 29 February", "2024-02-29", 4, "2026-01-01", "2028-02-29", 789, qualification.DeadlineOpen},
		{"across a leap day", "2023-06-01", 1, "2024-02-28", "2024-06-01", 94, qualification.DeadlineOpen},
		{"six years", "2021-05-31", 6, "2026-11-29", "2027-05-31", 183, qualification.DeadlineOpen},
	} {
		d := qualification.DeadlineOf(qualification.AccidentDate{Date: day(c.accident), Day: true}, c.years, day(c.today).Add(15*time.Hour))
		if d.On.Format(time.DateOnly) != c.on || d.DaysLeft != c.left || d.Status != c.status {
			t.Errorf("%s: %s, %d days, %s; want %s, %d, %s", c.name, d.On.Format(time.DateOnly), d.DaysLeft, d.Status, c.on, c.left, c.status)
		}
	}
}

// TestDeadlineEveryState: for every seeded state, an accident on
// 2026-03-01 (given as the month only) has its deadline sol_years later,
// and that is what the note says.
func TestDeadlineEveryState(t *testing.T) {
	today := day("2026-11-29")
	for _, s := range seed.StateLaws {
		a, err := qualification.ParseAccidentDate("2026-03", today)
		if err != nil {
			t.Fatal(err)
		}
		d := qualification.DeadlineOf(a, s.SOLYears, today)
		want := time.Date(2026+s.SOLYears, 3, 1, 0, 0, 0, 0, time.UTC)
		if !d.On.Equal(want) || d.Status == qualification.DeadlinePassed {
			t.Errorf("%s (%d years): %s %s", s.Code, s.SOLYears, d.On.Format(time.DateOnly), d.Status)
		}
		if note := qualification.DeadlineNote(locale.English, s.Name, s.SOLYears, d, true); note == "" {
			t.Errorf("%s: no note", s.Code)
		}
	}
}

func TestDeadlineNote(t *testing.T) {
	today := day("2026-11-29")
	for _, c := range []struct {
		accident  string
		years     int
		monthOnly bool
		want      string
	}{
		{"2026-03-29", 2, false, "In Texas the general deadline to file a personal-injury lawsuit is two years from the injury; " +
			"about 16 months remain from the date you gave. Exceptions can shorten or extend it."},
		{"2025-12-01", 1, false, "In Texas the general deadline to file a personal-injury lawsuit is one year from the injury; " +
			"2 days remain from the date you gave. Exceptions can shorten or extend it."},
		{"2025-11-30", 1, false, "In Texas the general deadline to file a personal-injury lawsuit is one year from the injury; " +
			"1 day remains from the date you gave. Exceptions can shorten or extend it."},
		{"2025-11-29", 1, false, "In Texas the general deadline to file a personal-injury lawsuit is one year from the injury; " +
			"counted from the date you gave, it is today. Exceptions can shorten or extend it."},
		{"2024-11-01", 2, true, "In Texas the general deadline to file a personal-injury lawsuit is two years from the injury; " +
			"counted from the date you gave, it passed on November 1, 2026. With only the month, we count from its 1st, " +
			"the earliest the deadline can be. Exceptions can shorten or extend it."},
	} {
		d := qualification.DeadlineOf(qualification.AccidentDate{Date: day(c.accident)}, c.years, today)
		if got := qualification.DeadlineNote(locale.English, "Texas", c.years, d, c.monthOnly); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.accident, got, c.want)
		}
	}
	days := 90
	if got := qualification.NoticeNote(locale.English, "New York", &days); got != "A government vehicle was involved: in New York a claim against a public body generally needs a written notice within 90 days of the injury, much sooner than the deadline to file." {
		t.Errorf("notice: %s", got)
	}
	if got := qualification.NoticeNote(locale.English, "Texas", nil); got != "" {
		t.Errorf("no notice period on record: %q", got)
	}
}

// TestDeadlineNoteSpanish: the same notes on a Spanish page (decision
// 071), with the place as the Spanish sentence names it and the date
// written in Spanish.
func TestDeadlineNoteSpanish(t *testing.T) {
	today := day("2026-11-29")
	for _, c := range []struct {
		place     string
		accident  string
		years     int
		monthOnly bool
		want      string
	}{
		{"Texas", "2026-03-29", 2, false, "En Texas, el plazo general para presentar una demanda por lesiones personales es de dos años desde la lesión; " +
			"quedan unos 16 meses desde la fecha que indicó. Hay excepciones que pueden acortarlo o extenderlo."},
		{"Nueva York", "2023-12-01", 3, false, "En Nueva York, el plazo general para presentar una demanda por lesiones personales es de tres años desde la lesión; " +
			"quedan 2 días desde la fecha que indicó. Hay excepciones que pueden acortarlo o extenderlo."},
		{"el Distrito de Columbia", "2023-11-30", 3, false, "En el Distrito de Columbia, el plazo general para presentar una demanda por lesiones personales es de tres años desde la lesión; " +
			"queda 1 día desde la fecha que indicó. Hay excepciones que pueden acortarlo o extenderlo."},
		{"Texas", "2025-11-29", 1, false, "En Texas, el plazo general para presentar una demanda por lesiones personales es de un año desde la lesión; " +
			"contado desde la fecha que indicó, vence hoy. Hay excepciones que pueden acortarlo o extenderlo."},
		{"Texas", "2024-11-01", 2, true, "En Texas, el plazo general para presentar una demanda por lesiones personales es de dos años desde la lesión; " +
			"contado desde la fecha que indicó, venció el 1 de noviembre de 2026. Como solo indicó el mes, contamos desde el día 1, " +
			"el primer día posible, así que el plazo es el más corto que puede ser. Hay excepciones que pueden acortarlo o extenderlo."},
	} {
		d := qualification.DeadlineOf(qualification.AccidentDate{Date: day(c.accident)}, c.years, today)
		if got := qualification.DeadlineNote(locale.Spanish, c.place, c.years, d, c.monthOnly); got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.place, c.accident, got, c.want)
		}
	}
	days := 90
	if got := qualification.NoticeNote(locale.Spanish, "Nueva York", &days); got != "Hubo un vehículo del gobierno involucrado: en Nueva York, "+
		"un reclamo contra una entidad pública generalmente requiere un aviso por escrito dentro de los 90 días posteriores a la lesión, "+
		"mucho antes del plazo para presentar la demanda." {
		t.Errorf("notice: %s", got)
	}
	for _, lang := range locale.Languages {
		for years := qualification.MinSOLYears; years <= qualification.MaxSOLYears; years++ {
			d := qualification.DeadlineOf(qualification.AccidentDate{Date: day("2026-01-01")}, years, today)
			if note := qualification.DeadlineNote(lang, "Texas", years, d, false); strings.Contains(note, "deadline.") {
				t.Errorf("%s, %d years: a message is missing: %s", lang, years, note)
			}
		}
	}
}
