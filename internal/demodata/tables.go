package demodata

// The weights below shape the synthetic traffic like a US personal-injury
// lead site's: leads by state roughly by population, services with car
// accidents first, and the sources a site like this buys or earns.

// stateWeights are per mille shares of the US population (2020 census,
// rounded), by state code: where accidents, and so leads, happen.
var stateWeights = map[string]float64{
	"CA": 118, "TX": 88, "FL": 65, "NY": 61, "PA": 39, "IL": 39, "OH": 36, "GA": 32, "NC": 31, "MI": 30,
	"NJ": 28, "VA": 26, "WA": 23, "AZ": 22, "MA": 21, "TN": 21, "IN": 21, "MD": 19, "MO": 19, "WI": 18,
	"CO": 17, "MN": 17, "SC": 16, "AL": 15, "LA": 14, "KY": 14, "OR": 13, "OK": 12, "CT": 11, "UT": 10,
	"IA": 10, "NV": 9, "AR": 9, "MS": 9, "KS": 9, "NM": 6, "NE": 6, "ID": 6, "WV": 5, "HI": 4,
	"NH": 4, "ME": 4, "MT": 3, "RI": 3, "DE": 3, "SD": 3, "ND": 2, "AK": 2, "DC": 2, "VT": 2, "WY": 2,
}

// zipRanges are the first three digits of each state's ZIP codes (USPS).
var zipRanges = map[string][2]int{
	"AL": {350, 369}, "AK": {995, 999}, "AZ": {850, 865}, "AR": {716, 729}, "CA": {900, 961}, "CO": {800, 816},
	"CT": {60, 69}, "DE": {197, 199}, "DC": {200, 205}, "FL": {320, 349}, "GA": {300, 319}, "HI": {967, 968},
	"ID": {832, 838}, "IL": {600, 629}, "IN": {460, 479}, "IA": {500, 528}, "KS": {660, 679}, "KY": {400, 427},
	"LA": {700, 714}, "ME": {39, 49}, "MD": {206, 219}, "MA": {10, 27}, "MI": {480, 499}, "MN": {550, 567},
	"MS": {386, 397}, "MO": {630, 658}, "MT": {590, 599}, "NE": {680, 693}, "NV": {889, 898}, "NH": {30, 38},
	"NJ": {70, 89}, "NM": {870, 884}, "NY": {100, 149}, "NC": {270, 289}, "ND": {580, 588}, "OH": {430, 458},
	"OK": {730, 749}, "OR": {970, 979}, "PA": {150, 196}, "RI": {28, 29}, "SC": {290, 299}, "SD": {570, 577},
	"TN": {370, 385}, "TX": {750, 799}, "UT": {840, 847}, "VT": {50, 59}, "VA": {220, 246}, "WA": {980, 994},
	"WV": {247, 268}, "WI": {530, 549}, "WY": {820, 831},
}

// serviceWeights weigh the seeded practice areas by a lowercase word of
// their title; a service matching none weighs serviceDefault.
var serviceWeights = []struct {
	word   string
	weight float64
}{
	{"car", 40}, {"truck", 10}, {"motorcycle", 7}, {"slip", 8}, {"workplace", 7}, {"pedestrian", 6},
	{"dog", 5}, {"wrongful", 4}, {"bicycle", 3}, {"product", 3},
}

const serviceDefault = 3

// descriptions are what visitors write about what happened, by the same
// words; generic when none fits.
var descriptions = map[string][]string{
	"car": {
		"I was rear-ended at a red light and my neck and back have hurt since.",
		"Another driver ran a stop sign and hit my passenger side. My car was totaled.",
		"Hit by a driver who was texting. I went to the ER with a concussion.",
		"T-boned in an intersection; the other driver's insurance is not calling back.",
		"Multi-car accident on the highway, I have a broken wrist and missed two weeks of work.",
	},
	"truck":      {"A semi truck merged into my lane and pushed me off the road.", "Delivery truck backed into my car while I was stopped."},
	"motorcycle": {"A car turned left in front of my motorcycle. Broken leg and road rash.", "Was knocked off my bike by a driver changing lanes."},
	"slip":       {"Slipped on a wet floor in a grocery store with no warning sign.", "Fell on broken stairs at my apartment complex and hurt my knee."},
	"workplace":  {"Injured on a construction site when scaffolding collapsed.", "Hurt my back lifting at the warehouse; employer says it's not covered."},
	"pedestrian": {"I was hit by a car in a crosswalk.", "A driver backing out of a parking space hit me."},
	"dog":        {"My neighbor's dog bit my daughter on the arm.", "Bitten by a dog while jogging; needed stitches."},
	"wrongful":   {"My father died after a crash caused by a drunk driver.", "Lost my husband in a work accident and need to know our options."},
	"bicycle":    {"A car door opened into me while I was cycling.", "Hit by a turning car while riding in the bike lane."},
	"product":    {"A pressure cooker exploded and burned my arm.", "My e-bike battery caught fire in the garage."},
	"":           {"I was hurt in an accident and would like a free consultation.", "Need advice about an injury claim after an accident last month."},
}

// spanishDescriptions are what visitors who want to be contacted in
// Spanish write, by the same words; generic when none fits.
var spanishDescriptions = map[string][]string{
	"car": {
		"Me chocaron por detrás en un semáforo y me duele el cuello y la espalda.",
		"Otro conductor se pasó el alto y chocó contra mi carro. Fui a la sala de emergencias.",
	},
	"truck":     {"Un camión de carga se metió a mi carril y me sacó del camino."},
	"slip":      {"Me resbalé en un piso mojado en una tienda y me lastimé la rodilla."},
	"workplace": {"Me lastimé la espalda en el trabajo y mi empleador no me ayuda."},
	"dog":       {"El perro del vecino mordió a mi hijo en el brazo."},
	"":          {"Tuve un accidente y me lastimé. Quiero saber cuáles son mis opciones.", "Necesito ayuda con un reclamo por lesiones."},
}

// The case evaluation (issue 23): the share of a landing's visitors
// (source.landing) who send it rather than a short form, and the answers
// of those who do. Every share below is of evaluations sent.
var evaluationShares = map[string]float64{"home": 0.45, "service": 0.4, "state": 0.35, "blog": 0.3}

// accidentAges are how many days before the evaluation the accident was
// (from, to), weighed by accidentAgeWeights: mostly within the year, a
// few older, so that some deadlines are close or passed.
var (
	accidentAges       = [][2]int{{0, 30}, {31, 180}, {181, 365}, {366, 640}, {641, 730}, {731, 1460}}
	accidentAgeWeights = []float64{34, 31, 19, 8, 3, 5}
)

// answerMix weighs the answers about the injury and the accident: the
// share injured, then treatments, faults and police reports in the order
// of leads.Treatments (none, urgent care or ER, doctor or chiropractor,
// hospital stay, surgery), leads.Faults (the other party, me, shared, not
// sure) and leads.PoliceReports (yes, no, not sure).
type answerMix struct {
	injured                  float64
	treatment, fault, report []float64
}

// The answers come in two kinds of case. Most visitors were hurt in an
// accident someone else caused: seen by a doctor or at urgent care, the
// other party at fault, a police report. Some (weakShare) have a weak
// one: their own fault or not sure, no report, little or no treatment.
var (
	typicalAnswers = answerMix{injured: 0.93, treatment: []float64{12, 32, 34, 13, 9}, fault: []float64{68, 4, 13, 15},
		report: []float64{62, 23, 15}}
	weakAnswers = answerMix{injured: 0.6, treatment: []float64{50, 35, 15, 0, 0}, fault: []float64{10, 35, 25, 30},
		report: []float64{15, 55, 30}}
	weakShare = 0.2
)

// vehicleShares are the share of evaluations naming a vehicle, by the
// service's word (others: 3%), and which vehicle, weighed in the order of
// leads.VehicleKinds (commercial, rideshare, government, uninsured).
var (
	vehicleShares = map[string]float64{"car": 0.15, "truck": 0.9, "motorcycle": 0.12, "pedestrian": 0.12, "bicycle": 0.12}
	truckVehicles = []float64{85, 3, 6, 6}
	otherVehicles = []float64{20, 25, 15, 40}
)

// spanishShares are the share of a state's visitors who use the Spanish
// site (others: spanishDefault).
var spanishShares = map[string]float64{"CA": 0.22, "TX": 0.22, "FL": 0.2, "NM": 0.22, "AZ": 0.18, "NV": 0.15, "NY": 0.12, "NJ": 0.12,
	"IL": 0.1, "CO": 0.1}

const spanishDefault = 0.04

// source is one way visitors arrive: its UTM values, referrer, click id,
// the share of leads it brings, its campaigns and terms, and how many
// entries (first page views) it takes per lead.
type source struct {
	weight    float64
	utmSource string
	utmMedium string
	referrer  string
	clickID   string // the attribution key of its click id, if any
	campaigns []string
	terms     []string
	entries   [2]int // entries per lead, from..to
	// landing says where its visitors land: "service" (a service page),
	// "state" (a state-law page), "blog", "home".
	landing []string
}

var sources = []source{
	{weight: 30, utmSource: "google", utmMedium: "cpc", referrer: "https://www.google.com/", clickID: "gclid",
		campaigns: []string{"search-car-accident", "search-truck-accident", "search-personal-injury", "search-slip-and-fall", "brand"},
		terms:     []string{"car accident lawyer", "accident attorney near me", "truck accident lawyer", "personal injury lawyer", "injury claim"},
		entries:   [2]int{7, 10}, landing: []string{"service", "service", "service", "home"}},
	{weight: 11, utmSource: "google", utmMedium: "organic", referrer: "https://www.google.com/",
		campaigns: []string{"gbp-listing"}, entries: [2]int{10, 14}, landing: []string{"home", "state", "service"}},
	{weight: 14, referrer: "https://www.google.com/", entries: [2]int{10, 15}, landing: []string{"home", "state", "state", "blog", "service"}},
	{weight: 14, utmSource: "facebook", utmMedium: "paid", referrer: "https://m.facebook.com/", clickID: "fbclid",
		campaigns: []string{"fb-injury-leadgen", "fb-retargeting", "fb-know-your-rights"}, entries: [2]int{12, 15},
		landing: []string{"home", "service", "blog"}},
	{weight: 7, utmSource: "bing", utmMedium: "cpc", referrer: "https://www.bing.com/", clickID: "msclkid",
		campaigns: []string{"bing-car-accident", "bing-personal-injury"}, terms: []string{"car accident lawyer", "injury attorney"},
		entries: [2]int{8, 11}, landing: []string{"service", "home"}},
	{weight: 5, utmSource: "tiktok", utmMedium: "paid", referrer: "https://www.tiktok.com/", clickID: "ttclid",
		campaigns: []string{"tt-after-a-crash"}, entries: [2]int{13, 15}, landing: []string{"home", "blog"}},
	{weight: 3, utmSource: "newsletter", utmMedium: "email", campaigns: []string{"monthly-safety-tips", "winter-driving"},
		entries: [2]int{8, 10}, landing: []string{"blog", "home"}},
	{weight: 6, entries: [2]int{8, 12}, landing: []string{"home", "home", "service"}},
	{weight: 3, utmSource: "avvo", utmMedium: "referral", referrer: "https://www.avvo.com/", entries: [2]int{9, 12},
		landing: []string{"state", "home"}},
}

// devices are the device classes with their shares and a user agent each.
var devices = []struct {
	class  string
	weight float64
	agents []string
}{
	{"mobile", 68, []string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
		"Mozilla/5.0 (Linux; Android 14; SM-S918U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
		"Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36",
	}},
	{"desktop", 27, []string{
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
	}},
	{"tablet", 5, []string{
		"Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
	}},
}

// hourWeights are the leads of each UTC hour: US evenings and lunch
// breaks busy, nights quiet (UTC 0 is 7 or 8 pm on the East Coast).
var hourWeights = [24]float64{
	7, 6, 5, 4, 3, 2, 1.5, 1, 1, 1, 1.5, 2, 3, 4.5, 5.5, 6, 6.5, 6.5, 6, 6, 6.5, 7, 7.5, 7.5,
}

// weekdayWeights start on Sunday: accidents happen every day, people
// reach out more on weekdays.
var weekdayWeights = [7]float64{0.75, 1.15, 1.1, 1.05, 1, 0.95, 0.8}

var firstNames = []string{
	"James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara",
	"Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Christopher", "Karen", "Daniel", "Lisa", "Matthew", "Nancy",
	"Anthony", "Betty", "Mark", "Sandra", "Jose", "Ashley", "Luis", "Maria", "Carlos", "Emily", "Kevin", "Michelle", "Brian",
	"Amanda", "Juan", "Melissa", "DeShawn", "Keisha", "Tyrone", "Aaliyah", "Wei", "Mei", "Nguyen", "Priya", "Ahmed", "Fatima",
}

var lastNames = []string{
	"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez",
	"Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson",
	"White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright",
	"Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Patel",
}

// rejectReasons are the operator's notes on leads it rejects, and
// partnerRejects what partners say when they turn one down.
var (
	rejectReasons  = []string{"No injury, property damage only.", "Already has an attorney.", "Outside the statute of limitations.", "Could not reach after three attempts.", "At fault for the accident."}
	partnerRejects = []string{"Could not reach the client.", "No viable case.", "Client already represented.", "Outside our practice area."}
	qualifiedNotes = []string{"Spoke with the client; treated at the ER, police report filed.", "Clear liability, ongoing treatment.", "Client wants a call back in the evening."}
)

// webhookErrors are what a failing partner webhook answers.
var webhookErrors = []string{"webhook answered 503 Service Unavailable", "webhook answered 502 Bad Gateway", "dial tcp: i/o timeout"}
