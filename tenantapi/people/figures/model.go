// Package figures is the people dashboard (docs/people-api.md "Dashboard"): totals, growth month by
// month, membership types, gender, age bands and the weekly attendance trend. Its gender, age band
// and growth readers are also the church dashboard's (people/directory's Figures), so both
// dashboards count alike.
package figures

// Dashboard is the people dashboard's responseData.
type Dashboard struct {
	Totals          Totals            `json:"totals"`
	Growth          []GrowthPoint     `json:"growth"`
	MembershipTypes []TypeCount       `json:"membershipTypes"`
	Gender          []LabelCount      `json:"gender"`
	AgeBands        []LabelCount      `json:"ageBands"`
	AttendanceTrend []AttendancePoint `json:"attendanceTrend"`
}

// Totals are the dashboard's counts.
type Totals struct {
	People       int64 `json:"people"`
	Active       int64 `json:"active"`
	Inactive     int64 `json:"inactive"`
	Households   int64 `json:"households"`
	NewThisMonth int64 `json:"newThisMonth"`
	Groups       int64 `json:"groups"`
	ServiceUnits int64 `json:"serviceUnits"`
}

// GrowthPoint is one month of growth: the active people added up to its end, and in it.
type GrowthPoint struct {
	Month string `json:"month"`
	Total int64  `json:"total"`
	New   int64  `json:"new"`
}

// TypeCount counts people of a membership type.
type TypeCount struct {
	ID    *int64 `json:"id"`
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// LabelCount is one bar of a chart.
type LabelCount struct {
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// AttendancePoint is one week of attendance.
type AttendancePoint struct {
	WeekStart string `json:"weekStart"`
	Present   int64  `json:"present"`
	Guests    int64  `json:"guests"`
}

// UnknownAge is the age band of the people without a birth date.
const UnknownAge = "unknown"

// GrowthMonths is how many months the people dashboard's growth shows.
const GrowthMonths = 12
