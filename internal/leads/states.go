package leads

import "strings"

// State is one of the 50 states or the District of Columbia.
type State struct{ Name, Code string }

// States are the places a lead can come from, by name.
var States = []State{
	{"Alabama", "AL"}, {"Alaska", "AK"}, {"Arizona", "AZ"}, {"Arkansas", "AR"}, {"California", "CA"},
	{"Colorado", "CO"}, {"Connecticut", "CT"}, {"Delaware", "DE"}, {"District of Columbia", "DC"},
	{"Florida", "FL"}, {"Georgia", "GA"}, {"Hawaii", "HI"}, {"Idaho", "ID"}, {"Illinois", "IL"},
	{"Indiana", "IN"}, {"Iowa", "IA"}, {"Kansas", "KS"}, {"Kentucky", "KY"}, {"Louisiana", "LA"},
	{"Maine", "ME"}, {"Maryland", "MD"}, {"Massachusetts", "MA"}, {"Michigan", "MI"}, {"Minnesota", "MN"},
	{"Mississippi", "MS"}, {"Missouri", "MO"}, {"Montana", "MT"}, {"Nebraska", "NE"}, {"Nevada", "NV"},
	{"New Hampshire", "NH"}, {"New Jersey", "NJ"}, {"New Mexico", "NM"}, {"New York", "NY"},
	{"North Carolina", "NC"}, {"North Dakota", "ND"}, {"Ohio", "OH"}, {"Oklahoma", "OK"}, {"Oregon", "OR"},
	{"Pennsylvania", "PA"}, {"Rhode Island", "RI"}, {"South Carolina", "SC"}, {"South Dakota", "SD"},
	{"Tennessee", "TN"}, {"Texas", "TX"}, {"Utah", "UT"}, {"Vermont", "VT"}, {"Virginia", "VA"},
	{"Washington", "WA"}, {"West Virginia", "WV"}, {"Wisconsin", "WI"}, {"Wyoming", "WY"},
}

// StateCode finds the code for what a form sent: "Alabama (AL)", "AL" or
// "Alabama", in any letter case. ok is false for anything else.
func StateCode(value string) (code string, ok bool) {
	v := strings.TrimSpace(value)
	if open := strings.LastIndexByte(v, '('); open > 0 && strings.HasSuffix(v, ")") {
		name, inner := strings.TrimSpace(v[:open]), v[open+1:len(v)-1]
		for _, s := range States {
			if strings.EqualFold(s.Code, inner) && strings.EqualFold(s.Name, name) {
				return s.Code, true
			}
		}
		return "", false
	}
	for _, s := range States {
		if strings.EqualFold(s.Code, v) || strings.EqualFold(s.Name, v) {
			return s.Code, true
		}
	}
	return "", false
}
