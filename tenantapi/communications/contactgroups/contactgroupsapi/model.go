package contactgroupsapi

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/contactgroups"
	"congregate/tenantapi/people/person"
)

type listRequest struct {
	httpx.ClientContext
	Search string `json:"search"`
	httpx.Paging
}

func (r *listRequest) Validate() error {
	r.Search = strings.TrimSpace(r.Search)
	if person.TooLong(r.Search, 100) || strings.ContainsRune(r.Search, 0) {
		return fault.E(fault.Invalid, "Search must be at most 100 characters")
	}
	return nil
}

type addRequest struct {
	httpx.ClientContext
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *addRequest) Validate() (err error) {
	r.Name, r.Description, err = groupText(r.Name, r.Description)
	return err
}

type renameRequest struct {
	httpx.ClientContext
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *renameRequest) Validate() (err error) {
	r.Name, r.Description, err = groupText(r.Name, r.Description)
	return err
}

func groupText(name, desc string) (string, string, error) {
	if strings.ContainsRune(name, 0) || strings.ContainsRune(desc, 0) {
		return "", "", fault.E(fault.Invalid, "A name or description cannot hold control characters")
	}
	name, err := person.FoldedText(name, 100, "Give the contact group a name", "A contact group's name must be at most 100 characters")
	if err != nil {
		return "", "", err
	}
	desc = strings.TrimSpace(desc)
	if person.TooLong(desc, 500) {
		return "", "", fault.E(fault.Invalid, "A description must be at most 500 characters")
	}
	return name, desc, nil
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type membersRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	httpx.Paging
}

type addMembersRequest struct {
	httpx.ClientContext
	ID        int64                   `json:"id"`
	PersonIDs []int64                 `json:"personIds"`
	Contacts  []contactgroups.Contact `json:"contacts"`
}

func (r addMembersRequest) Validate() error {
	if len(r.PersonIDs) == 0 && len(r.Contacts) == 0 {
		return fault.E(fault.Invalid, "Choose people or enter contacts to add")
	}
	if len(r.PersonIDs)+len(r.Contacts) > contactgroups.MaxPerCall {
		return fault.E(fault.Invalid, "Add at most 1,000 members at a time")
	}
	return nil
}

type removeMembersRequest struct {
	httpx.ClientContext
	ID        int64   `json:"id"`
	MemberIDs []int64 `json:"memberIds"`
}

func (r removeMembersRequest) Validate() error {
	if len(r.MemberIDs) == 0 {
		return fault.E(fault.Invalid, "Choose the members to remove")
	}
	if len(r.MemberIDs) > contactgroups.MaxPerCall {
		return fault.E(fault.Invalid, "Remove at most 1,000 members at a time")
	}
	return nil
}

// The requests keep their published names (contactgroups.listRequest) from before the HTTP side
// moved here.
func (listRequest) SchemaPackage() string          { return "contactgroups" }
func (addRequest) SchemaPackage() string           { return "contactgroups" }
func (renameRequest) SchemaPackage() string        { return "contactgroups" }
func (idRequest) SchemaPackage() string            { return "contactgroups" }
func (membersRequest) SchemaPackage() string       { return "contactgroups" }
func (addMembersRequest) SchemaPackage() string    { return "contactgroups" }
func (removeMembersRequest) SchemaPackage() string { return "contactgroups" }
