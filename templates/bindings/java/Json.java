package io.modelcontextprotocol.schema;

import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Any JSON value, as read: an object (its keys in order), an array, a string, a number ({@link
 * JsonNumber}: {@code 1e3} stays {@code 1e3}, {@code -0} stays {@code -0}, no digit lost), a
 * boolean or {@code null} ({@link JsonNull#NULL}). The type of every field the schema lets hold any
 * JSON ({@code structuredContent}, {@code arguments}, {@code data}), written back as read.
 *
 * <p>Jackson 2 or 3 reads it with a creator per JSON token: a string, a boolean, an array, and an
 * object or a number through {@link ObjectOrNumber} (Jackson has one delegating creator for both,
 * so the number's text comes through a one-element array read from the single number), whatever the
 * mapper's coercion settings.
 */
public sealed interface Json
    permits Json.ObjectValue,
        Json.ArrayValue,
        Json.StringValue,
        Json.BooleanValue,
        JsonNumber,
        JsonNull {
  /** A JSON object: its members in the order read, {@code null} as {@link JsonNull#NULL}. */
  record ObjectValue(@JsonValue Map<String, Json> members) implements Json {
    public ObjectValue {
      Objects.requireNonNull(members);
    }
  }

  /** A JSON array, {@code null} elements as {@link JsonNull#NULL}. */
  record ArrayValue(@JsonValue List<Json> elements) implements Json {
    public ArrayValue {
      Objects.requireNonNull(elements);
    }
  }

  /** A JSON string. */
  record StringValue(@JsonValue String value) implements Json {
    public StringValue {
      Objects.requireNonNull(value);
    }
  }

  /** A JSON boolean. */
  record BooleanValue(@JsonValue boolean value) implements Json {}

  /** Jackson's creator for a string token. */
  @JsonCreator
  static Json fromJsonString(String value) {
    return new StringValue(value);
  }

  /** Jackson's creator for a boolean token. */
  @JsonCreator
  static Json fromJsonBoolean(boolean value) {
    return new BooleanValue(value);
  }

  /** Jackson's creator for an array token. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static Json fromJsonArray(List<Json> elements) {
    List<Json> all = new ArrayList<>(elements.size());
    for (Json element : elements) {
      all.add(element == null ? JsonNull.NULL : element);
    }
    return new ArrayValue(all);
  }

  /** Jackson's creator for an object or a number token. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static Json fromJsonObjectOrNumber(ObjectOrNumber read) {
    return read.number != null ? read.number : new ObjectValue(read.members);
  }

  /**
   * An object read member by member, or a number: Jackson reads an object through the any-setter
   * and gives a number to the array creator as a one-element array, read by {@link JsonNumber} as
   * its text.
   */
  final class ObjectOrNumber {
    private final Map<String, Json> members = new LinkedHashMap<>();
    private JsonNumber number;

    private ObjectOrNumber() {}

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    private static ObjectOrNumber fromJsonNumber(
        @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
            List<JsonNumber> number) {
      ObjectOrNumber read = new ObjectOrNumber();
      read.number = number.get(0);
      return read;
    }

    @JsonAnySetter
    private void member(String key, Json value) {
      members.put(key, value == null ? JsonNull.NULL : value);
    }
  }
}
