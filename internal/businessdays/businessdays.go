// Package businessdays counts US business days: the deadlines of consent
// revocations (honoured within 10 business days) and of privacy requests
// (confirmed within 10 business days). A business day is a weekday that is
// not a US federal holiday as observed by federal offices (5 U.S.C. 6103):
// a holiday on a Saturday is observed the Friday before, on a Sunday the
// Monday after. Inauguration Day, a holiday only around Washington, is not
// counted.
package businessdays

import (
	"time"
	_ "time/tzdata" // the zone below, on a machine without a zone database
)

// Zone is where the deadlines' days are counted: the operator's days, in
// US Eastern time, so a request at 11 pm in California counts from the
// next day in New York.
var Zone = mustLoad("America/New_York")

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		// time/tzdata is embedded: the zone is always there.
		panic("businessdays: " + err.Error())
	}
	return loc
}

// Due is the deadline of something received at t that must be done within
// n business days: the end (midnight Eastern) of the nth business day
// after the day t falls on. The day of receipt does not count.
func Due(t time.Time, n int) time.Time {
	d := t.In(Zone)
	day := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, Zone)
	for n > 0 {
		day = day.AddDate(0, 0, 1)
		if IsBusinessDay(day) {
			n--
		}
	}
	return day.AddDate(0, 0, 1)
}

// IsBusinessDay reports whether the date of day (its year, month and day,
// in its own location) is a weekday and not an observed federal holiday.
func IsBusinessDay(day time.Time) bool {
	switch day.Weekday() {
	case time.Saturday, time.Sunday:
		return false
	}
	return !IsHoliday(day)
}

// IsHoliday reports whether the date of day is a federal holiday as
// observed: the holiday itself on a weekday, or the Friday or Monday
// standing in for one on a weekend.
func IsHoliday(day time.Time) bool {
	y, m, d := day.Date()
	// New Year's Day on a Saturday is observed on the last day of the
	// year before, so December 31 checks the next year's holidays too.
	for _, year := range []int{y, y + 1} {
		for _, h := range Holidays(year) {
			hy, hm, hd := h.Date()
			if hy == y && hm == m && hd == d {
				return true
			}
		}
	}
	return false
}

// Holidays are the observed dates of the federal holidays of year, in UTC
// (dates only), in calendar order. New Year's Day of year may be observed
// on December 31 of the year before.
func Holidays(year int) []time.Time {
	date := func(m time.Month, d int) time.Time { return time.Date(year, m, d, 0, 0, 0, 0, time.UTC) }
	days := []time.Time{
		observed(date(time.January, 1)),                 // New Year's Day
		nthWeekday(year, time.January, time.Monday, 3),  // Birthday of Martin Luther King, Jr.
		nthWeekday(year, time.February, time.Monday, 3), // Washington's Birthday
		lastWeekday(year, time.May, time.Monday),        // Memorial Day
	}
	if year >= 2021 { // Juneteenth became a federal holiday in 2021
		days = append(days, observed(date(time.June, 19)))
	}
	return append(days,
		observed(date(time.July, 4)),                      // Independence Day
		nthWeekday(year, time.September, time.Monday, 1),  // Labor Day
		nthWeekday(year, time.October, time.Monday, 2),    // Columbus Day
		observed(date(time.November, 11)),                 // Veterans Day
		nthWeekday(year, time.November, time.Thursday, 4), // Thanksgiving Day
		observed(date(time.December, 25)),                 // Christmas Day
	)
}

// observed moves a fixed-date holiday off a weekend.
func observed(t time.Time) time.Time {
	switch t.Weekday() {
	case time.Saturday:
		return t.AddDate(0, 0, -1)
	case time.Sunday:
		return t.AddDate(0, 0, 1)
	}
	return t
}

// nthWeekday is the nth wd of month (n from 1).
func nthWeekday(year int, month time.Month, wd time.Weekday, n int) time.Time {
	t := time.Date(year, month, 1, 0, 0, 0, 0, time.UTC)
	t = t.AddDate(0, 0, (int(wd)-int(t.Weekday())+7)%7)
	return t.AddDate(0, 0, 7*(n-1))
}

// lastWeekday is the last wd of month.
func lastWeekday(year int, month time.Month, wd time.Weekday) time.Time {
	t := time.Date(year, month+1, 0, 0, 0, 0, 0, time.UTC)
	return t.AddDate(0, 0, -((int(t.Weekday()) - int(wd) + 7) % 7))
}
