package io.modelcontextprotocol.schema;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads and writes the version-spanning MCP types as one protocol version: {@link #decode} checks a
 * message with that version's wire type, then fills the spanning record; {@link #encode} writes the
 * record as that version has it and lets the version's wire type check and write the result, so the
 * output is exactly what the wire type writes (number text included). Copied verbatim beside the
 * generated spanning types; it uses no Jackson class, only the mapper given ({@code new
 * McpSpanning(mapper::readValue, mapper::writeValueAsString)}, Jackson 2 or 3).
 */
public final class McpSpanning {
  /** Reads JSON text as a class: a Jackson mapper's {@code readValue}. */
  @FunctionalInterface
  public interface Reader {
    Object read(String text, Class<?> type) throws Exception;
  }

  /** Writes a value as JSON text: a Jackson mapper's {@code writeValueAsString}. */
  @FunctionalInterface
  public interface Writer {
    String write(Object value) throws Exception;
  }

  /** A record component's wire key and the versions that have it. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.RECORD_COMPONENT)
  public @interface Field {
    String wire();

    /** The versions that have the field, comma-separated ({@code "2025-11-25, 2026-07-28"}). */
    String versions();
  }

  /**
   * A record component's constant as JSON text, written where a version in {@code requiredIn}
   * (comma-separated) requires it and it is unset.
   */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.RECORD_COMPONENT)
  public @interface Constant {
    String value();

    String requiredIn();
  }

  /** The record component holding the keys that are not fields of the version read. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.RECORD_COMPONENT)
  public @interface Unlisted {}

  /** A sealed interface whose records are told apart by the constant of {@code property}. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.TYPE)
  public @interface Tagged {
    String property();
  }

  /**
   * A sealed interface told apart by shape: the member read is the one the version's wire type
   * picks.
   */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.TYPE)
  public @interface Shape {}

  /** A record holding one JSON scalar, its only component, written as that scalar. */
  @Retention(RetentionPolicy.RUNTIME)
  @Target(ElementType.TYPE)
  public @interface Value {}

  /** A spanning enum's constant: its value on the wire. */
  public interface WireValue {
    String wire();
  }

  /**
   * A value that cannot be read or written as a version: a field set that the version lacks ({@link
   * #pointer} is its JSON pointer), or a type the version does not have ({@link #pointer} is {@code
   * ""}).
   */
  public static final class VersionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String version;
    private final String pointer;

    public VersionException(String version, String pointer, String reason) {
      super("version " + version + (pointer.isEmpty() ? "" : ": at " + pointer) + ": " + reason);
      this.version = version;
      this.pointer = pointer;
    }

    /** The version read or written. */
    public String version() {
      return version;
    }

    /** The JSON pointer of the field the version lacks, or {@code ""}. */
    public String pointer() {
      return pointer;
    }
  }

  private final Reader reader;
  private final Writer writer;

  /**
   * Reads and writes through a mapper: {@code new McpSpanning(mapper::readValue,
   * mapper::writeValueAsString)}.
   */
  public McpSpanning(Reader reader, Writer writer) {
    this.reader = Objects.requireNonNull(reader, "reader");
    this.writer = Objects.requireNonNull(writer, "writer");
  }

  /** The versions spanned, in the order configured. */
  public static List<String> versions() {
    return SpanningWire.VERSIONS;
  }

  /**
   * Reads {@code text} as {@code version}'s message of {@code type} (a spanning record or typed
   * union): that version's wire type checks it (its errors, with their path, are thrown as the
   * mapper throws them), then the keys it writes back fill a {@code T}. A key that is not one of
   * the version's fields is kept with the record's unlisted keys, even one another version defines.
   */
  public <T> T decode(Class<T> type, String version, String text) throws Exception {
    String canonical = writer.write(reader.read(text, wireClass(type, version)));
    return type.cast(fromJson(type, (Json) reader.read(canonical, Json.class), version));
  }

  /**
   * Writes {@code value} (a spanning record) as {@code version}: a field set that the version lacks
   * is a {@link VersionException} at its JSON pointer; the constants the version requires are
   * filled in; then the version's wire type checks the text and writes it.
   */
  public String encode(String version, Object value) throws Exception {
    Class<?> wire = wireClass(value.getClass(), version);
    String text = writer.write(toJson(value, version, ""));
    return writer.write(reader.read(text, wire));
  }

  /**
   * Reads {@code text}, a JSON object, as {@code version}'s map of {@code values} (the spec's
   * {@code InputRequests}, {@code InputResponses}): each member as {@link #decode} reads it, in the
   * order read.
   */
  public <T> Map<String, T> decodeMap(Class<T> values, String version, String text)
      throws Exception {
    if (!(reader.read(text, Json.class) instanceof Json.ObjectValue object)) {
      throw new IllegalArgumentException("not a JSON object");
    }
    Map<String, T> out = new LinkedHashMap<>();
    for (Map.Entry<String, Json> m : object.members().entrySet()) {
      out.put(m.getKey(), decode(values, version, writer.write(m.getValue())));
    }
    return out;
  }

  /**
   * Writes a map of spanning records as {@code version}: each value as {@link #encode} writes it.
   */
  public String encodeMap(String version, Map<String, ?> values) throws Exception {
    StringBuilder out = new StringBuilder("{");
    for (Map.Entry<String, ?> m : values.entrySet()) {
      out.append(out.length() > 1 ? "," : "").append(writer.write(m.getKey())).append(':');
      out.append(encode(version, m.getValue()));
    }
    return out.append('}').toString();
  }

  /** The wire keys of {@code type} (a spanning record), each with the versions that have it. */
  public static Map<String, List<String>> fieldVersions(Class<? extends Record> type) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (RecordComponent c : type.getRecordComponents()) {
      Field f = c.getAnnotation(Field.class);
      if (f != null) {
        out.put(f.wire(), List.of(f.versions().split(", ")));
      }
    }
    return out;
  }

  private static Class<?> wireClass(Class<?> type, String version) {
    Map<String, Class<?>> each = SpanningWire.TABLE.get(type);
    if (each == null) {
      throw new IllegalArgumentException(type.getName() + " is no spanning record or union");
    }
    Class<?> wire = each.get(version);
    if (wire == null) {
      throw new VersionException(version, "", type.getSimpleName() + " is not in this version");
    }
    return wire;
  }

  /** Whether {@code version} is one of {@code versions} (comma-separated). */
  private static boolean has(String versions, String version) {
    return Arrays.asList(versions.split(", ")).contains(version);
  }

  private static String key(String pointer, String key) {
    return pointer + "/" + key.replace("~", "~0").replace("/", "~1");
  }

  private Object fromJson(Type type, Json json, String version) throws Exception {
    if (json == null || json == JsonNull.NULL) {
      return type == Json.class ? json : null;
    }
    if (type instanceof ParameterizedType p) {
      Type[] args = p.getActualTypeArguments();
      if (p.getRawType() == List.class) {
        List<Object> items = new ArrayList<>();
        for (Json item : ((Json.ArrayValue) json).elements()) {
          items.add(fromJson(args[0], item, version));
        }
        return items;
      }
      Map<String, Object> members = new LinkedHashMap<>();
      for (Map.Entry<String, Json> m : ((Json.ObjectValue) json).members().entrySet()) {
        members.put(m.getKey(), fromJson(args[1], m.getValue(), version));
      }
      return members;
    }
    Class<?> c = (Class<?>) type;
    if (c == Json.class || c == JsonNumber.class) {
      return json;
    }
    if (c == String.class) {
      return ((Json.StringValue) json).value();
    }
    if (c == Long.class || c == long.class) {
      return ((JsonNumber) json).decimalValue().longValueExact();
    }
    if (c == Boolean.class || c == boolean.class) {
      return ((Json.BooleanValue) json).value();
    }
    if (c.isEnum()) {
      String wire = ((Json.StringValue) json).value();
      for (Object constant : c.getEnumConstants()) {
        if (((WireValue) constant).wire().equals(wire)) {
          return constant;
        }
      }
      throw new IllegalArgumentException(c.getSimpleName() + " has no value " + wire);
    }
    if (c.isAnnotationPresent(Shape.class)) {
      return fromJson(chosen(c, json, version), json, version);
    }
    if (c.isAnnotationPresent(Value.class)) {
      RecordComponent only = c.getRecordComponents()[0];
      Object value = fromJson(only.getGenericType(), json, version);
      return construct(c, new Class<?>[] {only.getType()}, new Object[] {value});
    }
    Json.ObjectValue object = (Json.ObjectValue) json;
    if (c.isInterface()) {
      return fromJson(member(c, object), json, version);
    }
    return fromRecord(c, object, version);
  }

  /**
   * The member of shape union {@code union} that {@code version}'s wire type reads {@code json} as:
   * the permitted class whose wire class in that version is the class read.
   */
  private Class<?> chosen(Class<?> union, Json json, String version) throws Exception {
    Class<?> read = reader.read(writer.write(json), wireClass(union, version)).getClass();
    for (Class<?> member : union.getPermittedSubclasses()) {
      Map<String, Class<?>> each = SpanningWire.TABLE.get(member);
      if (each != null && each.get(version) == read) {
        return member;
      }
    }
    throw new IllegalArgumentException(union.getSimpleName() + " has no member " + read.getName());
  }

  private static Object construct(Class<?> record, Class<?>[] types, Object[] args)
      throws Exception {
    try {
      return record.getDeclaredConstructor(types).newInstance(args);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
  }

  /** The record of tagged union {@code union} whose constant the object's tag is. */
  private Class<?> member(Class<?> union, Json.ObjectValue object) throws Exception {
    Tagged tagged = union.getAnnotation(Tagged.class);
    if (tagged == null) {
      throw new IllegalArgumentException(union.getSimpleName() + " is no tagged union");
    }
    Json tag = object.members().get(tagged.property());
    for (Class<?> record : union.getPermittedSubclasses()) {
      for (RecordComponent c : record.getRecordComponents()) {
        Field f = c.getAnnotation(Field.class);
        Constant constant = c.getAnnotation(Constant.class);
        if (f != null && f.wire().equals(tagged.property()) && constant != null) {
          if (reader.read(constant.value(), Json.class).equals(tag)) {
            return record;
          }
        }
      }
    }
    throw new IllegalArgumentException(union.getSimpleName() + ": unknown " + tagged.property());
  }

  private Object fromRecord(Class<?> record, Json.ObjectValue object, String version)
      throws Exception {
    RecordComponent[] components = record.getRecordComponents();
    Object[] args = new Object[components.length];
    Map<String, Json> unlisted = new LinkedHashMap<>(object.members());
    int unlistedAt = -1;
    for (int i = 0; i < components.length; i++) {
      Field f = components[i].getAnnotation(Field.class);
      if (f == null) {
        unlistedAt = components[i].isAnnotationPresent(Unlisted.class) ? i : unlistedAt;
      } else if (has(f.versions(), version) && unlisted.containsKey(f.wire())) {
        args[i] = fromJson(components[i].getGenericType(), unlisted.remove(f.wire()), version);
      }
    }
    if (unlistedAt >= 0) {
      args[unlistedAt] = unlisted;
    }
    Class<?>[] types =
        Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
    return construct(record, types, args);
  }

  private Json toJson(Object value, String version, String pointer) throws Exception {
    if (value instanceof Json json) {
      return json;
    }
    if (value instanceof String s) {
      return new Json.StringValue(s);
    }
    if (value instanceof Long || value instanceof Integer) {
      return JsonNumber.of(((Number) value).longValue());
    }
    if (value instanceof Boolean b) {
      return new Json.BooleanValue(b);
    }
    if (value instanceof WireValue w) {
      return new Json.StringValue(w.wire());
    }
    if (value instanceof List<?> list) {
      List<Json> items = new ArrayList<>();
      for (int i = 0; i < list.size(); i++) {
        Object item = list.get(i);
        items.add(item == null ? JsonNull.NULL : toJson(item, version, pointer + "/" + i));
      }
      return new Json.ArrayValue(items);
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, Json> members = new LinkedHashMap<>();
      for (Map.Entry<?, ?> m : map.entrySet()) {
        String k = (String) m.getKey();
        members.put(
            k,
            m.getValue() == null ? JsonNull.NULL : toJson(m.getValue(), version, key(pointer, k)));
      }
      return new Json.ObjectValue(members);
    }
    if (value instanceof Record record && record.getClass().isAnnotationPresent(Value.class)) {
      Object only = record.getClass().getRecordComponents()[0].getAccessor().invoke(record);
      return toJson(only, version, pointer);
    }
    if (value instanceof Record record) {
      return recordJson(record, version, pointer);
    }
    throw new IllegalArgumentException(value.getClass().getName() + " is no spanning value");
  }

  private Json recordJson(Record record, String version, String pointer) throws Exception {
    Map<String, Json> members = new LinkedHashMap<>();
    Map<?, ?> unlisted = Map.of();
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      Object value = c.getAccessor().invoke(record);
      Field f = c.getAnnotation(Field.class);
      if (f == null) {
        unlisted =
            c.isAnnotationPresent(Unlisted.class) && value != null ? (Map<?, ?>) value : unlisted;
        continue;
      }
      String at = key(pointer, f.wire());
      Constant constant = c.getAnnotation(Constant.class);
      if (!has(f.versions(), version)) {
        if (value != null) {
          String name = record.getClass().getSimpleName() + "." + f.wire();
          String reason = name + " is only in " + f.versions();
          throw new VersionException(version, at, reason);
        }
      } else if (value != null) {
        members.put(f.wire(), toJson(value, version, at));
      } else if (constant != null && has(constant.requiredIn(), version)) {
        members.put(f.wire(), (Json) reader.read(constant.value(), Json.class));
      }
    }
    for (Map.Entry<?, ?> m : unlisted.entrySet()) {
      String k = (String) m.getKey();
      if (!members.containsKey(k)) {
        Object v = m.getValue();
        members.put(k, v == null ? JsonNull.NULL : toJson(v, version, key(pointer, k)));
      }
    }
    return new Json.ObjectValue(members);
  }
}
