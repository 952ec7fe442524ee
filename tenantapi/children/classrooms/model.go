// Package classrooms is children's ministry's classroom categories and classrooms
// (docs/children-api.md): ordered categories, classrooms with age and grade ranges, a capacity and
// an adult:child ratio, and the age/grade match check-in suggests a classroom by (Suggest). Gin-free:
// check-in's core calls it; classroomsapi is its HTTP side.
package classrooms

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Category is a classroom category (Nursery, Preschool…).
type Category struct {
	ID             int64  `json:"id"`
	Name           string `json:"name"`
	Position       int    `json:"position"`
	ClassroomCount int64  `json:"classroomCount"`
}

// Categories answers the category lists.
type Categories struct {
	Items []Category `json:"items"`
}

// Classroom is one classroom. Ages in months and grades (-1 pre-K … 12) are null for "any";
// capacity 0 is no limit and ratio 0 no ratio (children per adult present).
type Classroom struct {
	ID           int64  `json:"id"`
	CategoryID   *int64 `json:"categoryId"`
	CategoryName string `json:"categoryName"`
	Name         string `json:"name"`
	MinAgeMonths *int   `json:"minAgeMonths"`
	MaxAgeMonths *int   `json:"maxAgeMonths"`
	MinGrade     *int   `json:"minGrade"`
	MaxGrade     *int   `json:"maxGrade"`
	Capacity     int    `json:"capacity"`
	Ratio        int    `json:"ratio"`
	Position     int    `json:"position"`
	Active       bool   `json:"active"`
	ChildCount   int64  `json:"childCount"`
	TeacherCount int64  `json:"teacherCount"`
}

// Classrooms answers the classroom list.
type Classrooms struct {
	Items []Classroom `json:"items"`
}

// Deleted names the deleted category or classroom.
type Deleted struct {
	ID int64 `json:"id"`
}

// Messages (the contract's).
const (
	msgCategoryName      = "Enter a category name"
	msgCategoryNameLong  = "A category name must be at most 100 characters"
	msgCategoryInUse     = "This category has classrooms; move or delete them first"
	msgCategoryOrder     = "Send every category once in its new order"
	msgClassroomName     = "Enter a classroom name"
	msgClassroomNameLong = "A classroom name must be at most 100 characters"
	msgAges              = "The youngest age must not be above the oldest"
	msgAgeRange          = "Ages are 0 to 240 months"
	msgGrades            = "The lowest grade must not be above the highest"
	msgGradeRange        = "Grades are -1 (pre-K) to 12"
	msgCapacity          = "Capacity is 0 (no limit) to 1,000"
	msgRatio             = "Ratio is 0 (none) to 100 children per adult"
	msgCheckedIn         = "Children are checked in to this classroom"
)

var (
	// ErrCategoryNotFound is a category the church does not have.
	ErrCategoryNotFound = fault.E(fault.NotFound, "Category not found")
	// ErrNotFound is a classroom the church does not have.
	ErrNotFound          = fault.E(fault.NotFound, "Classroom not found")
	errCategoryTaken     = fault.E(fault.Conflict, "A category with this name already exists")
	errClassroomTaken    = fault.E(fault.Conflict, "A classroom with this name already exists")
	errCategoryHasRooms  = fault.E(fault.Conflict, msgCategoryInUse)
	errClassroomOccupied = fault.E(fault.Conflict, msgCheckedIn)
)

// Requests.

type IDRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type CategoryAddRequest struct {
	httpx.ClientContext
	Name string `json:"name"`
}

func (r *CategoryAddRequest) Validate() (err error) {
	r.Name, err = categoryName(r.Name)
	return err
}

type CategoryRenameRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func (r *CategoryRenameRequest) Validate() (err error) {
	r.Name, err = categoryName(r.Name)
	return err
}

func categoryName(s string) (string, error) {
	return person.FoldedText(s, 100, msgCategoryName, msgCategoryNameLong)
}

type RepositionRequest struct {
	httpx.ClientContext
	IDs []int64 `json:"ids"`
}

type ListRequest struct {
	httpx.ClientContext
	CategoryID      int64 `json:"categoryId"`
	IncludeInactive bool  `json:"includeInactive"`
}

// ClassroomFields are a classroom's fields as add and update send them (checked by Validate).
type ClassroomFields struct {
	CategoryID   *int64 `json:"categoryId"`
	Name         string `json:"name"`
	MinAgeMonths *int   `json:"minAgeMonths"`
	MaxAgeMonths *int   `json:"maxAgeMonths"`
	MinGrade     *int   `json:"minGrade"`
	MaxGrade     *int   `json:"maxGrade"`
	Capacity     int    `json:"capacity"`
	Ratio        int    `json:"ratio"`
}

func (f *ClassroomFields) check() (err error) {
	if f.Name, err = person.FoldedText(f.Name, 100, msgClassroomName, msgClassroomNameLong); err != nil {
		return err
	}
	if f.CategoryID != nil && *f.CategoryID == 0 {
		f.CategoryID = nil
	}
	for _, a := range []*int{f.MinAgeMonths, f.MaxAgeMonths} {
		if a != nil && (*a < 0 || *a > 240) {
			return fault.E(fault.Invalid, msgAgeRange)
		}
	}
	if f.MinAgeMonths != nil && f.MaxAgeMonths != nil && *f.MinAgeMonths > *f.MaxAgeMonths {
		return fault.E(fault.Invalid, msgAges)
	}
	for _, g := range []*int{f.MinGrade, f.MaxGrade} {
		if g != nil && (*g < -1 || *g > 12) {
			return fault.E(fault.Invalid, msgGradeRange)
		}
	}
	if f.MinGrade != nil && f.MaxGrade != nil && *f.MinGrade > *f.MaxGrade {
		return fault.E(fault.Invalid, msgGrades)
	}
	if f.Capacity < 0 || f.Capacity > 1000 {
		return fault.E(fault.Invalid, msgCapacity)
	}
	if f.Ratio < 0 || f.Ratio > 100 {
		return fault.E(fault.Invalid, msgRatio)
	}
	return nil
}

type ClassroomAddRequest struct {
	httpx.ClientContext
	ClassroomFields
}

func (r *ClassroomAddRequest) Validate() error { return r.check() }

// Fields are the checked fields.
func (r ClassroomAddRequest) Fields() ClassroomFields { return r.ClassroomFields }

type ClassroomUpdateRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	ClassroomFields
}

func (r *ClassroomUpdateRequest) Validate() error { return r.check() }

// Fields are the checked fields.
func (r ClassroomUpdateRequest) Fields() ClassroomFields { return r.ClassroomFields }

type ActiveRequest struct {
	httpx.ClientContext
	ID     int64 `json:"id"`
	Active bool  `json:"active"`
}
