package io.modelcontextprotocol.schema;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.annotation.JsonValue;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A JSON number as its text on the wire: {@code 1} stays {@code 1}, {@code 1.0} stays {@code 1.0},
 * {@code 1e3} stays {@code 1e3}, {@code -0} stays {@code -0}, and no digit is lost. Read it as the
 * number type you need ({@link #decimalValue}, {@link #doubleValue}); two numbers equal as values
 * but written apart ({@code 1} and {@code 1.0}) are not {@code equals}: compare their {@link
 * #decimalValue}s.
 *
 * <p>Jackson 2 or 3 reads it from a JSON number token only (a string, even {@code "5"}, is refused
 * whatever the mapper's coercion settings) and writes its text back unchanged. A number read from a
 * tree ({@code JsonNode}) or a parsed {@code Map} has the form the tree gave it.
 */
public record JsonNumber(String text) implements Json {
  private static final Pattern GRAMMAR =
      Pattern.compile("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");

  /** The number written as {@code text}, which must be a JSON number (RFC 8259). */
  public JsonNumber {
    Objects.requireNonNull(text, "text");
    if (!GRAMMAR.matcher(text).matches()) {
      throw new IllegalArgumentException("not a JSON number: " + text);
    }
  }

  /** The number written as {@code text} ({@code "0.5"}, {@code "1e3"}). */
  public static JsonNumber of(String text) {
    return new JsonNumber(text);
  }

  /** The integer {@code value}. */
  public static JsonNumber of(long value) {
    return new JsonNumber(Long.toString(value));
  }

  /** {@code value} as {@link BigDecimal#toString} writes it ({@code 1E+3} for {@code 1e3}). */
  public static JsonNumber of(BigDecimal value) {
    return new JsonNumber(value.toString());
  }

  /** A finite {@code value} as {@link Double#toString} writes it ({@code 0.5}, {@code 1.0E10}). */
  public static JsonNumber of(double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException("not a JSON number: " + value);
    }
    return new JsonNumber(Double.toString(value));
  }

  /** The text as written, which Jackson writes back as the number itself. */
  @JsonValue
  @JsonRawValue
  @Override
  public String text() {
    return text;
  }

  /** The exact value ({@code -0} is zero). */
  public BigDecimal decimalValue() {
    return new BigDecimal(text);
  }

  /** The nearest {@code double}. */
  public double doubleValue() {
    return Double.parseDouble(text);
  }

  @Override
  public String toString() {
    return text;
  }

  /**
   * Jackson's creator for a number token: Jackson's {@code StringBuilder} reader gives its text as
   * written, untouched by coercion settings (a {@code String} parameter would be the from-string
   * creator below).
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  private static JsonNumber fromJson(StringBuilder numberText) {
    return new JsonNumber(numberText.toString());
  }

  /** Jackson's creator for a string token: refused, a JSON number is not written as a string. */
  @JsonCreator
  private static JsonNumber fromJsonString(String string) {
    throw new IllegalArgumentException("expected a JSON number, got a string");
  }
}
