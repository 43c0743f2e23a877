package mcp

// Runtime of the generated MCP types: strict, case-sensitive JSON decoding that reports the
// JSON pointer of the first error, unions told apart by tag or by shape, and encoding that
// writes back exactly the fields that were present. Copied verbatim beside every generated
// file; it needs only the standard library.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// DecodeError says why a JSON text is not a value of a type: Path is the JSON pointer
// (RFC 6901) of the first error, "" for the whole value.
type DecodeError struct {
	Path    string
	Message string
}

func (e *DecodeError) Error() string {
	path := e.Path
	if path == "" {
		path = "/"
	}
	return path + ": " + e.Message
}

// UnknownMethodError says that ParseMessage read a request or notification whose method this
// version lacks: ID is the request's id as written (nil for a notification), for the -32601
// reply. It wraps the *DecodeError at /method, so errors.As finds either.
type UnknownMethodError struct {
	ID     json.RawMessage
	Method string
}

func (e *UnknownMethodError) Error() string {
	return e.Unwrap().Error()
}

func (e *UnknownMethodError) Unwrap() error {
	return &DecodeError{Path: "/method", Message: fmt.Sprintf("unknown method %q", e.Method)}
}

// rtResult is one result a method's response may hold (the plan's PlanMethod.results): value
// decodes it; selector, when set, says when the result may be taken.
type rtResult struct {
	value interface {
		decodeJSON(data []byte, path string) error
	}
	selector *rtSelector
}

// rtParseResult decodes a response's result as the first of results, in order, that its selector
// admits and that decodes; else the first one tried's error, with paths under /result.
func rtParseResult(data []byte, results []rtResult) (any, error) {
	var fields map[string]json.RawMessage
	if rtWire(data) == "object" {
		var err error
		if fields, err = rtObject(data, "/result"); err != nil {
			return nil, err
		}
	}
	var first error
	for _, r := range results {
		if r.selector != nil && fields != nil && !r.selector.admits(fields) {
			continue
		}
		err := r.value.decodeJSON(data, "/result")
		if err == nil {
			return r.value, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = rtErr("/result", "matches no result of the method")
	}
	return nil, first
}

func rtErr(path string, format string, args ...any) error {
	return &DecodeError{Path: path, Message: fmt.Sprintf(format, args...)}
}

// rtKey is the JSON pointer of key inside path.
func rtKey(path, key string) string {
	return path + "/" + strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

func rtIndex(path string, i int) string {
	return fmt.Sprintf("%s/%d", path, i)
}

// rtWire is the JSON type of a value: object, array, string, integer, number, boolean or null.
func rtWire(data []byte) string {
	data = bytes.TrimLeft(data, " \t\r\n")
	if len(data) == 0 {
		return ""
	}
	switch data[0] {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	if bytes.ContainsAny(data, ".eE") {
		return "number"
	}
	return "integer"
}

func rtExpect(data []byte, path, wire string) error {
	got := rtWire(data)
	if got == wire || (wire == "number" && got == "integer") {
		return nil
	}
	return rtErr(path, "must be %s, not %s", article(wire), got)
}

func article(wire string) string {
	switch wire {
	case "object", "array", "integer":
		return "an " + wire
	}
	return "a " + wire
}

// rtObject reads a JSON object's members, keys exactly as written (no case folding).
func rtObject(data []byte, path string) (map[string]json.RawMessage, error) {
	if err := rtExpect(data, path, "object"); err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, rtErr(path, "%v", err)
	}
	return fields, nil
}

func rtMissing(path, key string) error {
	return rtErr(rtKey(path, key), "required field is missing")
}

func rtString(dst *string, data []byte, path string) error {
	if err := rtExpect(data, path, "string"); err != nil {
		return err
	}
	return json.Unmarshal(data, dst)
}

func rtInteger(dst *int64, data []byte, path string) error {
	if err := rtExpect(data, path, "integer"); err != nil {
		return err
	}
	if err := json.Unmarshal(data, dst); err != nil {
		return rtErr(path, "must be a 64-bit integer")
	}
	return nil
}

func rtNumber(dst *json.Number, data []byte, path string) error {
	if err := rtExpect(data, path, "number"); err != nil {
		return err
	}
	*dst = json.Number(bytes.TrimSpace(data))
	return nil
}

func rtBool(dst *bool, data []byte, path string) error {
	if err := rtExpect(data, path, "boolean"); err != nil {
		return err
	}
	return json.Unmarshal(data, dst)
}

// rtRaw keeps any JSON value as written (compacted).
func rtRaw(dst *json.RawMessage, data []byte, path string) error {
	var b bytes.Buffer
	if err := json.Compact(&b, data); err != nil {
		return rtErr(path, "%v", err)
	}
	*dst = json.RawMessage(b.Bytes())
	return nil
}

// rtLiteral checks that a value is exactly the constant written as JSON in want.
func rtLiteral(data []byte, path, want string) error {
	if !rtSameJSON(data, []byte(want)) {
		return rtErr(path, "must be %s", want)
	}
	return nil
}

func rtSameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

func rtArray[T any](item func(*T, []byte, string) error) func(*[]T, []byte, string) error {
	return func(dst *[]T, data []byte, path string) error {
		if err := rtExpect(data, path, "array"); err != nil {
			return err
		}
		var raws []json.RawMessage
		if err := json.Unmarshal(data, &raws); err != nil {
			return rtErr(path, "%v", err)
		}
		out := make([]T, len(raws))
		for i, raw := range raws {
			if err := item(&out[i], raw, rtIndex(path, i)); err != nil {
				return err
			}
		}
		*dst = out
		return nil
	}
}

func rtMap[T any](value func(*T, []byte, string) error) func(*map[string]T, []byte, string) error {
	return func(dst *map[string]T, data []byte, path string) error {
		fields, err := rtObject(data, path)
		if err != nil {
			return err
		}
		out := make(map[string]T, len(fields))
		for _, key := range rtSortedKeys(fields) {
			var v T
			if err := value(&v, fields[key], rtKey(path, key)); err != nil {
				return err
			}
			out[key] = v
		}
		*dst = out
		return nil
	}
}

// rtNullable reads null as a nil pointer.
func rtNullable[T any](inner func(*T, []byte, string) error) func(**T, []byte, string) error {
	return func(dst **T, data []byte, path string) error {
		if rtWire(data) == "null" {
			*dst = nil
			return nil
		}
		v := new(T)
		if err := inner(v, data, path); err != nil {
			return err
		}
		*dst = v
		return nil
	}
}

// rtOptional reads a field the schema lets a message leave out into a pointer: nil when absent.
func rtOptional[T any](inner func(*T, []byte, string) error) func(**T, []byte, string) error {
	return func(dst **T, data []byte, path string) error {
		v := new(T)
		if err := inner(v, data, path); err != nil {
			return err
		}
		*dst = v
		return nil
	}
}

func rtSortedKeys[T any](m map[string]T) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// rtExtra keeps the members no field declares, or rejects them for a closed object.
func rtExtra[T any](fields map[string]json.RawMessage, known map[string]bool, path string, closed bool, value func(*T, []byte, string) error) (map[string]T, error) {
	var extra map[string]T
	for _, key := range rtSortedKeys(fields) {
		if known[key] {
			continue
		}
		if closed {
			return nil, rtErr(rtKey(path, key), "unknown field")
		}
		var v T
		if err := value(&v, fields[key], rtKey(path, key)); err != nil {
			return nil, err
		}
		if extra == nil {
			extra = map[string]T{}
		}
		extra[key] = v
	}
	return extra, nil
}

// rtTag reads a tagged union's tag: the object's string member property.
func rtTag(data []byte, path, property string) (string, error) {
	fields, err := rtObject(data, path)
	if err != nil {
		return "", err
	}
	raw, ok := fields[property]
	if !ok {
		return "", rtMissing(path, property)
	}
	var tag string
	if err := rtString(&tag, raw, rtKey(path, property)); err != nil {
		return "", err
	}
	return tag, nil
}

type rtLiteralKey struct {
	key  string
	json string
}

type rtMember struct {
	wire     string
	required []string
	literals []rtLiteralKey
	// evidence: when not empty, the member matches fully only if one of these keys is present.
	evidence []string
	// selector: when set, the member is a candidate only as the value's property says.
	selector *rtSelector
}

// rtSelector: a member is a candidate only when the value's property (absent: absent) is value
// (equals) or is not (!equals). A result's resultType says which member it is (the spec's prose).
type rtSelector struct {
	property string
	value    string
	absent   string
	equals   bool
}

// admits reports whether a value with these fields may be the member the selector guards.
func (s *rtSelector) admits(fields map[string]json.RawMessage) bool {
	says := s.absent
	if raw, ok := fields[s.property]; ok {
		says = ""
		var text string
		if rtString(&text, raw, "") == nil {
			says = text
		}
	}
	return (says == s.value) == s.equals
}

// rtShape lists the union members to try, in order, for a value told apart by shape: those whose
// JSON type matches, whose constants hold, whose required keys are present and that hold one of
// their evidence keys (if they have any), then those that only lack a key (decoding the first of
// them reports a missing key). The caller takes the first that decodes, else reports the first
// one's error.
func rtShape(data []byte, path string, members []rtMember) ([]int, error) {
	wire := rtWire(data)
	var fields map[string]json.RawMessage
	if wire == "object" {
		var err error
		if fields, err = rtObject(data, path); err != nil {
			return nil, err
		}
	}
	var complete, partial []int
	for i, m := range members {
		if !(m.wire == "any" || m.wire == wire || (m.wire == "number" && wire == "integer")) {
			continue
		}
		holds := true
		for _, l := range m.literals {
			raw, ok := fields[l.key]
			if !ok || !rtSameJSON(raw, []byte(l.json)) {
				holds = false
				break
			}
		}
		if !holds || (m.selector != nil && wire == "object" && !m.selector.admits(fields)) {
			continue
		}
		present := true
		for _, k := range m.required {
			if _, ok := fields[k]; !ok {
				present = false
				break
			}
		}
		if present && len(m.evidence) > 0 {
			present = false
			for _, k := range m.evidence {
				if _, ok := fields[k]; ok {
					present = true
					break
				}
			}
		}
		if present || wire != "object" {
			complete = append(complete, i)
		} else {
			partial = append(partial, i)
		}
	}
	order := append(complete, partial...)
	if len(order) == 0 {
		return nil, rtErr(path, "matches no member of the union")
	}
	return order, nil
}

// rtWriter writes a JSON object member by member.
type rtWriter struct {
	buf bytes.Buffer
	err error
}

func (w *rtWriter) raw(key string, value []byte) {
	if w.buf.Len() == 0 {
		w.buf.WriteByte('{')
	} else {
		w.buf.WriteByte(',')
	}
	k, _ := json.Marshal(key)
	w.buf.Write(k)
	w.buf.WriteByte(':')
	w.buf.Write(value)
}

func (w *rtWriter) field(key string, value any) {
	if w.err != nil {
		return
	}
	b, err := json.Marshal(value)
	if err != nil {
		w.err = err
		return
	}
	w.raw(key, b)
}

func rtWriteExtra[T any](w *rtWriter, extra map[string]T) {
	for _, key := range rtSortedKeys(extra) {
		w.field(key, extra[key])
	}
}

func (w *rtWriter) bytes() ([]byte, error) {
	if w.err != nil {
		return nil, w.err
	}
	if w.buf.Len() == 0 {
		return []byte("{}"), nil
	}
	w.buf.WriteByte('}')
	return w.buf.Bytes(), nil
}
