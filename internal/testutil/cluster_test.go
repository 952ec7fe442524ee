package testutil

import "testing"

// The second cluster is a server of its own: its databases are on its port, not the main one's.
func TestSecondCluster(t *testing.T) {
	d := NewDatabaseOn(t, Cluster(t, "second", SecondClusterPort))
	var port int
	if err := d.Gorm.Raw(`SELECT inet_server_port()`).Scan(&port).Error; err != nil || port != SecondClusterPort {
		t.Fatalf("port %d %v", port, err)
	}
}
