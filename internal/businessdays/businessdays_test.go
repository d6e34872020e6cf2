package businessdays

import (
	"testing"
	"time"
)

func eastern(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, Zone)
	if err != nil {
		panic(err)
	}
	return t
}

func TestHolidays(t *testing.T) {
	// The observed dates as published by the Office of Personnel
	// Management for 2026 and 2027.
	want := map[int][]string{
		2026: {"2026-01-01", "2026-01-19", "2026-02-16", "2026-05-25", "2026-06-19", "2026-07-03",
			"2026-09-07", "2026-10-12", "2026-11-11", "2026-11-26", "2026-12-25"},
		2027: {"2027-01-01", "2027-01-18", "2027-02-15", "2027-05-31", "2027-06-18", "2027-07-05",
			"2027-09-06", "2027-10-11", "2027-11-11", "2027-11-25", "2027-12-24"},
		// New Year's Day 2022 fell on a Saturday: observed Friday, December 31, 2021.
		2022: {"2021-12-31", "2022-01-17", "2022-02-21", "2022-05-30", "2022-06-20", "2022-07-04",
			"2022-09-05", "2022-10-10", "2022-11-11", "2022-11-24", "2022-12-26"},
		// Before Juneteenth was a holiday.
		2020: {"2020-01-01", "2020-01-20", "2020-02-17", "2020-05-25", "2020-07-03",
			"2020-09-07", "2020-10-12", "2020-11-11", "2020-11-26", "2020-12-25"},
	}
	for year, dates := range want {
		got := Holidays(year)
		if len(got) != len(dates) {
			t.Errorf("%d: %d holidays, want %d", year, len(got), len(dates))
			continue
		}
		for i, d := range dates {
			if g := got[i].Format("2006-01-02"); g != d {
				t.Errorf("%d holiday %d: %s, want %s", year, i, g, d)
			}
		}
	}
}

func TestIsBusinessDay(t *testing.T) {
	for _, c := range []struct {
		day  string
		want bool
	}{
		{"2026-11-25", true},  // Wednesday
		{"2026-11-26", false}, // Thanksgiving
		{"2026-11-28", false}, // Saturday
		{"2026-11-29", false}, // Sunday
		{"2026-07-03", false}, // Independence Day observed (July 4 is a Saturday)
		{"2026-07-04", false}, // Saturday
		{"2021-12-31", false}, // New Year's Day 2022 observed
		{"2026-12-31", true},
		{"2020-06-19", true}, // Juneteenth was not yet a holiday
	} {
		day, _ := time.Parse("2006-01-02", c.day)
		if got := IsBusinessDay(day); got != c.want {
			t.Errorf("IsBusinessDay(%s) = %v, want %v", c.day, got, c.want)
		}
	}
}

func TestDue(t *testing.T) {
	for _, c := range []struct {
		name, received, due string
	}{
		// Ten weekdays, no holiday: Monday to the Monday two weeks on.
		{"plain weeks", "2026-03-02 10:00", "2026-03-17 00:00"},
		// A Friday before a Monday holiday (Labor Day, September 7, 2026):
		// the weekend and the Monday do not count.
		{"Friday before a Monday holiday", "2026-09-04 16:30", "2026-09-22 00:00"},
		// Received on a holiday: the next business day is the first.
		{"on a holiday", "2026-11-26 09:00", "2026-12-11 00:00"},
		// Received on a Saturday.
		{"on a weekend", "2026-03-07 12:00", "2026-03-21 00:00"},
		// Across Christmas and New Year's Day.
		{"year end", "2026-12-18 09:00", "2027-01-06 00:00"},
		// Late on a Friday evening in Eastern time still counts from Friday.
		{"late in the day", "2026-03-06 23:59", "2026-03-21 00:00"},
	} {
		got := Due(eastern(c.received), 10)
		if want := eastern(c.due); !got.Equal(want) {
			t.Errorf("%s: Due(%s) = %s, want %s", c.name, c.received, got.Format("2006-01-02 15:04 MST"), want.Format("2006-01-02 15:04 MST"))
		}
	}
	// Days are Eastern: 10 pm in California on a Friday is Saturday in New
	// York, so the count starts from the Saturday.
	pacific, _ := time.LoadLocation("America/Los_Angeles")
	friday := time.Date(2026, 3, 6, 22, 0, 0, 0, pacific)
	if got, want := Due(friday, 10), eastern("2026-03-21 00:00"); !got.Equal(want) {
		t.Errorf("Friday 10 pm Pacific: due %s, want %s", got, want)
	}
	if got, want := Due(eastern("2026-03-04 10:00"), 0), eastern("2026-03-05 00:00"); !got.Equal(want) {
		t.Errorf("zero days: due %s, want the end of the day of receipt %s", got, want)
	}
}
