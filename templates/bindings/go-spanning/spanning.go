package mcp

// Runtime of the version-spanning MCP types: Decode checks a message with the negotiated
// version's wire type, then fills the spanning struct; Encode writes the struct as that
// version has it and lets the version's wire type check and write the result. Copied verbatim
// beside the generated spanning package; it needs only the standard library.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Record is a pointer to a spanning struct: Decode fills one, Encode writes one.
type Record interface {
	spanType() *spType
}

// VersionError says that a value cannot be read or written as a version: a field set that the
// version lacks (Path is its JSON pointer), or a type the version does not have (Path is "").
type VersionError struct {
	Version string
	Path    string
	Reason  string
}

func (e *VersionError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("version %s: %s", e.Version, e.Reason)
	}
	return fmt.Sprintf("version %s: at %s: %s", e.Version, e.Path, e.Reason)
}

// spWire checks a JSON text with one version's wire type and writes it back as that type does.
type spWire func(data []byte) ([]byte, error)

func spWireOf[T any, P interface {
	*T
	json.Unmarshaler
}]() spWire {
	return func(data []byte) ([]byte, error) {
		v := P(new(T))
		if err := v.UnmarshalJSON(data); err != nil {
			return nil, err
		}
		return json.Marshal(v)
	}
}

// spField describes the struct field of the same index.
type spField struct {
	wire string
	// The versions that have the field, and those that require it.
	versions, requiredIn []string
	// Required in every version spanned: written even when zero.
	required bool
	// The field's constant as JSON text ("" for none): written where a version requires it and it is unset.
	constant string
}

type spType struct {
	name   string
	wire   map[string]spWire
	fields []spField
}

func spNew(name string, wire map[string]spWire, fields []spField) spType {
	return spType{name: name, wire: wire, fields: fields}
}

// Decode reads data as the given version's message of type T (a spanning struct, a union's
// interface or scalar type, or a map or list type): that version's wire type checks it (its errors,
// *DecodeError of the version's package, carry the JSON pointer), then the keys it holds fill a T.
// A key that is not one of the version's fields of a struct is kept in its Extra, even one
// another version defines as a field.
func Decode[T any](version string, data []byte) (*T, error) {
	v := new(T)
	name, wire, err := spWireOfValue(reflect.ValueOf(v))
	if err != nil {
		return nil, err
	}
	check, ok := wire[version]
	if !ok {
		return nil, &VersionError{Version: version, Reason: name + " is not in this version"}
	}
	canonical, err := check(data)
	if err != nil {
		return nil, err
	}
	if err := spDecodeValue(reflect.ValueOf(v).Elem(), canonical, version); err != nil {
		return nil, err
	}
	return v, nil
}

// Encode writes v (a pointer to a spanning struct, or a value of a spanning union, map or list
// type) as the given version: a field set that the version lacks is a *VersionError at its JSON
// pointer; the constants the version requires are filled in; then the version's wire type checks
// the text and writes it (number text as it was read).
func Encode(version string, v any) ([]byte, error) {
	rv := reflect.ValueOf(v)
	name, wire, err := spWireOfValue(rv)
	if err != nil {
		return nil, err
	}
	check, ok := wire[version]
	if !ok {
		return nil, &VersionError{Version: version, Reason: name + " is not in this version"}
	}
	text, err := spEncodeValue(rv, version, "")
	if err != nil {
		return nil, err
	}
	return check(text)
}

// spWireOfValue finds the wire types of a spanning value (or a pointer to one): its name and each version's check.
func spWireOfValue(rv reflect.Value) (string, map[string]spWire, error) {
	if r, ok := rv.Interface().(Record); ok && !rv.IsNil() {
		t := r.spanType()
		return t.name, t.wire, nil
	}
	for typ := rv.Type(); ; typ = typ.Elem() {
		if v, ok := spValues[typ]; ok {
			return v.name, v.wire, nil
		}
		if typ.Kind() != reflect.Pointer {
			return "", nil, fmt.Errorf("%s is not a spanning type", rv.Type())
		}
	}
}

// spValue is a spanning type that is not a record (a union's interface or scalar type, a map or
// list type): its wire types and, for a tagged union, the property whose constant names the member
// and each member's constructor; for a sealed shape union, each version's member chooser.
type spValue struct {
	typ      reflect.Type
	name     string
	wire     map[string]spWire
	property string
	members  map[string]func() Record
	// For a union told apart by shape: per version, the member its wire package picks.
	choose map[string]spChooser
}

func spValueOf[V any](name string, wire map[string]spWire) spValue {
	return spValue{typ: reflect.TypeFor[V](), name: name, wire: wire}
}

func spUnionOf[U any](name string, wire map[string]spWire, property string, members map[string]func() Record) spValue {
	return spValue{typ: reflect.TypeFor[U](), name: name, wire: wire, property: property, members: members}
}

func spShapeOf[U any](name string, wire map[string]spWire, choose map[string]spChooser) spValue {
	return spValue{typ: reflect.TypeFor[U](), name: name, wire: wire, choose: choose}
}

// spChooser gives the spanning member type of a shape union that a version's wire package picks for data.
type spChooser func(data []byte) (reflect.Type, error)

// spMemberRow pairs a wire package's member type with the spanning type that holds it.
type spMemberRow struct {
	wire, span reflect.Type
}

func spMember[W, S any]() spMemberRow {
	return spMemberRow{wire: reflect.TypeFor[W](), span: reflect.TypeFor[S]()}
}

// spChoose decodes data with a version's wire union decoder and names the spanning type of the member it picked.
func spChoose[U any](decode func([]byte) (U, error), rows ...spMemberRow) spChooser {
	return func(data []byte) (reflect.Type, error) {
		v, err := decode(data)
		if err != nil {
			return nil, err
		}
		picked := reflect.TypeOf(any(v))
		for _, r := range rows {
			if r.wire == picked {
				return r.span, nil
			}
		}
		return nil, fmt.Errorf("no spanning member for %v", picked)
	}
}

func spValueTable(values ...spValue) map[reflect.Type]spValue {
	table := map[reflect.Type]spValue{}
	for _, v := range values {
		table[v.typ] = v
	}
	return table
}

// spWireFunc checks with a wire package's Unmarshal<Name> function and writes the value back.
func spWireFunc[V any](decode func([]byte) (V, error)) spWire {
	return func(data []byte) ([]byte, error) {
		v, err := decode(data)
		if err != nil {
			return nil, err
		}
		return json.Marshal(v)
	}
}

// FieldVersions maps each wire key of v's type to the versions that have it.
func FieldVersions(v Record) map[string][]string {
	out := map[string][]string{}
	for _, f := range v.spanType().fields {
		out[f.wire] = slices.Clone(f.versions)
	}
	return out
}

var rawType = reflect.TypeFor[json.RawMessage]()

func spDecodeRecord(rv reflect.Value, t *spType, data []byte, version string) error {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return err
	}
	rv.SetZero()
	known := map[string]bool{}
	for i, f := range t.fields {
		if !slices.Contains(f.versions, version) {
			continue
		}
		known[f.wire] = true
		if raw, ok := members[f.wire]; ok {
			if err := spDecodeValue(rv.Field(i), raw, version); err != nil {
				return err
			}
		}
	}
	extra := map[string]json.RawMessage{}
	for key, raw := range members {
		if !known[key] {
			extra[key] = raw
		}
	}
	if len(extra) > 0 {
		rv.Field(len(t.fields)).Set(reflect.ValueOf(extra))
	}
	return nil
}

func spDecodeValue(rv reflect.Value, raw []byte, version string) error {
	if rv.Type() == rawType {
		rv.Set(reflect.ValueOf(json.RawMessage(slices.Clone(raw))))
		return nil
	}
	if r, ok := rv.Addr().Interface().(Record); ok {
		return spDecodeRecord(rv, r.spanType(), raw, version)
	}
	if u, ok := rv.Addr().Interface().(json.Unmarshaler); ok {
		return u.UnmarshalJSON(raw)
	}
	switch rv.Kind() {
	case reflect.Interface:
		union, ok := spValues[rv.Type()]
		if ok && union.choose != nil {
			choose, ok := union.choose[version]
			if !ok {
				return &VersionError{Version: version, Reason: union.name + " is not in this version"}
			}
			picked, err := choose(raw)
			if err != nil {
				return err
			}
			member := reflect.New(picked).Elem()
			if err := spDecodeValue(member, raw, version); err != nil {
				return err
			}
			rv.Set(member)
			return nil
		}
		if !ok || union.members == nil {
			return fmt.Errorf("no spanning union %s", rv.Type())
		}
		var tagged map[string]json.RawMessage
		if err := json.Unmarshal(raw, &tagged); err != nil {
			return err
		}
		var tag string
		if err := json.Unmarshal(tagged[union.property], &tag); err != nil {
			return err
		}
		make, ok := union.members[tag]
		if !ok {
			return fmt.Errorf("%s: unknown %s %q", rv.Type(), union.property, tag)
		}
		member := make()
		if err := spDecodeRecord(reflect.ValueOf(member).Elem(), member.spanType(), raw, version); err != nil {
			return err
		}
		rv.Set(reflect.ValueOf(member))
	case reflect.Pointer:
		// A nullable value: null is nil.
		if string(bytes.TrimSpace(raw)) == "null" {
			rv.SetZero()
			return nil
		}
		p := reflect.New(rv.Type().Elem())
		if err := spDecodeValue(p.Elem(), raw, version); err != nil {
			return err
		}
		rv.Set(p)
	case reflect.Slice:
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return err
		}
		s := reflect.MakeSlice(rv.Type(), len(items), len(items))
		for i, item := range items {
			if err := spDecodeValue(s.Index(i), item, version); err != nil {
				return err
			}
		}
		rv.Set(s)
	case reflect.Map:
		var members map[string]json.RawMessage
		if err := json.Unmarshal(raw, &members); err != nil {
			return err
		}
		m := reflect.MakeMapWithSize(rv.Type(), len(members))
		for key, member := range members {
			e := reflect.New(rv.Type().Elem()).Elem()
			if err := spDecodeValue(e, member, version); err != nil {
				return err
			}
			m.SetMapIndex(reflect.ValueOf(key).Convert(rv.Type().Key()), e)
		}
		rv.Set(m)
	default:
		return json.Unmarshal(raw, rv.Addr().Interface())
	}
	return nil
}

// spKey is the JSON pointer of key inside path.
func spKey(path, key string) string {
	return path + "/" + strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

type spObject struct {
	buf     bytes.Buffer
	written map[string]bool
}

func (o *spObject) member(key string, value []byte) {
	separator := byte(',')
	if o.written == nil {
		separator = '{'
		o.written = map[string]bool{}
	}
	k, _ := json.Marshal(key)
	o.buf.Write(append(append(append([]byte{separator}, k...), ':'), value...))
	o.written[key] = true
}

func (o *spObject) bytes() []byte {
	if o.written == nil {
		return []byte("{}")
	}
	o.buf.WriteByte('}')
	return o.buf.Bytes()
}

func spEncodeRecord(rv reflect.Value, t *spType, version, path string) ([]byte, error) {
	var o spObject
	for i, f := range t.fields {
		fv := rv.Field(i)
		at := spKey(path, f.wire)
		set := !fv.IsZero()
		if !slices.Contains(f.versions, version) {
			if set {
				return nil, &VersionError{Version: version, Path: at, Reason: fmt.Sprintf("%s.%s is only in %s", t.name, f.wire, strings.Join(f.versions, ", "))}
			}
			continue
		}
		var value []byte
		var err error
		switch {
		case set, f.required && f.constant == "":
			value, err = spEncodeValue(fv, version, at)
		case f.constant != "" && slices.Contains(f.requiredIn, version):
			value = []byte(f.constant)
		default:
			continue
		}
		if err != nil {
			return nil, err
		}
		o.member(f.wire, value)
	}
	extra := rv.Field(len(t.fields)).Interface().(map[string]json.RawMessage)
	keys := make([]string, 0, len(extra))
	for key := range extra {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if !o.written[key] {
			o.member(key, extra[key])
		}
	}
	return o.bytes(), nil
}

func spEncodeValue(rv reflect.Value, version, path string) ([]byte, error) {
	if rv.Type() == rawType {
		if rv.IsNil() {
			return []byte("null"), nil
		}
		return rv.Bytes(), nil
	}
	if !rv.CanAddr() {
		c := reflect.New(rv.Type()).Elem()
		c.Set(rv)
		rv = c
	}
	if r, ok := rv.Addr().Interface().(Record); ok {
		return spEncodeRecord(rv, r.spanType(), version, path)
	}
	if m, ok := rv.Interface().(json.Marshaler); ok && rv.Kind() != reflect.Pointer && rv.Kind() != reflect.Interface {
		return m.MarshalJSON()
	}
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface:
		if rv.IsNil() {
			return []byte("null"), nil
		}
		return spEncodeValue(rv.Elem(), version, path)
	case reflect.Slice:
		var buf bytes.Buffer
		buf.WriteByte('[')
		for i := 0; i < rv.Len(); i++ {
			if i > 0 {
				buf.WriteByte(',')
			}
			item, err := spEncodeValue(rv.Index(i), version, fmt.Sprintf("%s/%d", path, i))
			if err != nil {
				return nil, err
			}
			buf.Write(item)
		}
		buf.WriteByte(']')
		return buf.Bytes(), nil
	case reflect.Map:
		keys := make([]string, 0, rv.Len())
		for _, k := range rv.MapKeys() {
			keys = append(keys, k.String())
		}
		sort.Strings(keys)
		var o spObject
		for _, key := range keys {
			value, err := spEncodeValue(rv.MapIndex(reflect.ValueOf(key).Convert(rv.Type().Key())), version, spKey(path, key))
			if err != nil {
				return nil, err
			}
			o.member(key, value)
		}
		return o.bytes(), nil
	default:
		return json.Marshal(rv.Interface())
	}
}

// spScalarText checks that data is one JSON value of the kinds a scalar union lists ("string",
// "integer", "number", "boolean") and returns its text, compacted. The version's wire package
// checks the value exactly when a message is decoded or encoded.
func spScalarText(name string, data []byte, kinds ...string) (string, error) {
	var v any
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return "", err
	}
	kind := ""
	switch v.(type) {
	case string:
		kind = "string"
	case json.Number:
		kind = "number"
		if slices.Contains(kinds, "integer") && !slices.Contains(kinds, "number") {
			kind = "integer"
		}
	case bool:
		kind = "boolean"
	}
	if !slices.Contains(kinds, kind) {
		return "", fmt.Errorf("%s: %s is not one of %s", name, bytes.TrimSpace(data), strings.Join(kinds, ", "))
	}
	var out bytes.Buffer
	if err := json.Compact(&out, data); err != nil {
		return "", err
	}
	return out.String(), nil
}

// spTextJSON is a scalar union's JSON text; null for the zero value.
func spTextJSON(text string) []byte {
	if text == "" {
		return []byte("null")
	}
	return []byte(text)
}

func spStringText(v string) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func spIntegerText(v int64) string { return strconv.FormatInt(v, 10) }

func spNumberText(v json.Number) string { return string(v) }

func spBooleanText(v bool) string { return strconv.FormatBool(v) }

func spAsString(text string) (string, bool) {
	var v string
	return v, strings.HasPrefix(text, `"`) && json.Unmarshal([]byte(text), &v) == nil
}

func spAsInteger(text string) (int64, bool) {
	v, err := strconv.ParseInt(text, 10, 64)
	return v, err == nil
}

func spAsNumber(text string) (json.Number, bool) {
	if text == "" || strings.HasPrefix(text, `"`) || text == "true" || text == "false" || text == "null" {
		return "", false
	}
	return json.Number(text), true
}

func spAsBoolean(text string) (bool, bool) {
	v, err := strconv.ParseBool(text)
	return v, err == nil && (text == "true" || text == "false")
}
