// Package mediaurl signs the URLs of media vault files (gin-free: the worker builds MMS and voice
// URLs with it).
package mediaurl

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
)

// FileToken signs a media file's URL for a church: Twilio (MMS MediaUrl, a voice call's <Play>)
// and the console fetch the file without a session. It does not expire; a deleted file answers 404.
func FileToken(secret []byte, churchID, mediaID int64) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("media:v1:" + strconv.FormatInt(churchID, 10) + ":" + strconv.FormatInt(mediaID, 10)))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:24])
}

// ValidFileToken checks a token in constant time.
func ValidFileToken(secret []byte, churchID, mediaID int64, token string) bool {
	return hmac.Equal([]byte(token), []byte(FileToken(secret, churchID, mediaID)))
}

// FilePath is the path of a media file's signed URL on the church's host.
func FilePath(secret []byte, churchID, mediaID int64) string {
	return "/api/communications/media/file/" + strconv.FormatInt(mediaID, 10) + "/" + FileToken(secret, churchID, mediaID)
}

// FileURL is the absolute signed URL (churchURL: config.Config.ChurchURL of the church).
func FileURL(churchURL string, secret []byte, churchID, mediaID int64) string {
	return churchURL + FilePath(secret, churchID, mediaID)
}
