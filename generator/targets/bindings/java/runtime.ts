import { runtimeFile } from "../../../emit/moduleText.js";
import { javadocLines } from "./layout.js";

/** Java code the generator writes into the generated classes itself (no schema text): the runtime of the Java binding. */

/** The extra keys of the member built: the union's keys it does not declare (those present), then the others read. */
export const unlistedHelper = [
  "  private static Map<String, Object> unlisted(Map<String, Object> rest, Object... pairs) {",
  "    Map<String, Object> all = new LinkedHashMap<>();",
  "    for (int i = 0; i < pairs.length; i += 2) {",
  "      if (pairs[i + 1] != null) {",
  "        all.put((String) pairs[i], pairs[i + 1]);",
  "      }",
  "    }",
  "    if (rest != null) {",
  "      all.putAll(rest);",
  "    }",
  "    return all;",
  "  }",
];

/** The reader `decodeResult` takes, the selector it reads and `decodeResult` itself: the generator's own code, no schema text. */
export const resultReader = [
  "",
  ...javadocLines(
    [
      "Reads a JSON value as a class, throwing {@code E} when it does not decode: a Jackson mapper's {@code readValue}, {@code convertValue} or {@code treeToValue} ({@code mapper::readValue}).",
    ],
    "  ",
  ),
  "  @FunctionalInterface",
  "  public interface ResultReader<T, E extends Exception> {",
  "    Object read(T value, Class<?> type) throws E;",
  "  }",
  "",
  ...javadocLines(
    [
      "When a result may be read as one of {@link #resultClasses}: only when its {@code property} (absent: {@code absent}) is {@code value} ({@code equals}) or is not ({@code !equals}). A result's {@code resultType} says which it is (the spec's prose).",
    ],
    "  ",
  ),
  "  public record ResultSelector(String property, String value, String absent, boolean equals) {",
  "    /** Whether a result holding {@code fields} may be read as the class this selector guards. */",
  "    public boolean admits(Map<?, ?> fields) {",
  "      Object says = fields.containsKey(property) ? fields.get(property) : absent;",
  "      return value.equals(says) == equals;",
  "    }",
  "  }",
  "",
  ...javadocLines(
    [
      "The {@code result} of a response to a request for {@code method}, typed: read as the method's own result class, else as each other result its response may hold, in the order of {@link #resultClasses}, each only when its {@link #resultSelectors} entry admits it; when none decodes, the first tried one's error is thrown. {@code null} for a method the schema does not know. With Jackson 2 or 3: {@code McpMessages.decodeResult(method, resultText, mapper::readValue)}, or {@code mapper::convertValue} on a parsed value.",
    ],
    "  ",
  ),
  "  public static <T, E extends Exception> Object decodeResult(",
  "      String method, T result, ResultReader<T, E> reader) throws E {",
  "    List<Class<?>> classes = resultClasses(method);",
  "    if (classes.isEmpty()) {",
  "      return null;",
  "    }",
  "    List<ResultSelector> selectors = resultSelectors(method);",
  "    Map<?, ?> fields = selectors.isEmpty() ? null : fieldsOf(result, reader);",
  "    Exception first = null;",
  "    for (int i = 0; i < classes.size(); i++) {",
  "      if (fields != null && !selectors.get(i).admits(fields)) {",
  "        continue;",
  "      }",
  "      try {",
  "        return reader.read(result, classes.get(i));",
  "      } catch (Exception error) {",
  "        if (first == null) {",
  "          first = error;",
  "        }",
  "      }",
  "    }",
  "    if (first == null) {",
  '      first = new IllegalArgumentException("matches no result of the method");',
  "    }",
  "    throw McpMessages.<E>thrown(first);",
  "  }",
  "",
  "  /** The result's keys and values; {@code null} for no JSON object (every class is tried). */",
  "  private static <T, E extends Exception> Map<?, ?> fieldsOf(T result, ResultReader<T, E> reader) {",
  "    try {",
  "      return reader.read(result, Map.class) instanceof Map<?, ?> fields ? fields : null;",
  "    } catch (Exception notAnObject) {",
  "      return null;",
  "    }",
  "  }",
  "",
  "  /** What {@code reader} threw ({@code E}, or unchecked), rethrown as the {@code E} it is. */",
  '  @SuppressWarnings("unchecked")',
  "  private static <E extends Exception> E thrown(Exception error) {",
  "    return (E) error;",
  "  }",
];

/**
 * `JsonNull`: JSON `null` where any JSON may stand (an any-JSON field present as `null`), apart from absent (Java
 * `null`, not written), so `{"data": null}` is written back as read. A `Json` value (`Json.java`) like the others;
 * nulls inside a schema's maps and lists stay Java `null`.
 */
export const jsonNullLines = [
  ...javadocLines(
    [
      "JSON {@code null} where any JSON may stand: a field of any JSON present as {@code null} holds {@link #NULL}, an absent one Java {@code null}, so each is written back as read. Inside a {@link Json} object or array {@code null} is {@link #NULL} too; inside the schema's own maps and lists, Java {@code null}.",
    ],
    "",
  ),
  "public enum JsonNull implements Json {",
  "  /** The JSON value {@code null}. */",
  "  NULL;",
  "",
  "  /** Written as JSON {@code null}. */",
  "  @JsonValue",
  "  public Object json() {",
  "    return null;",
  "  }",
  "}",
];

/**
 * `JsonNumber`: a JSON number as its text on the wire (`1e3` stays `1e3`), the type of every schema `number`. A real
 * Java file shipped as templates/bindings/java/JsonNumber.java, its package line set to the output's.
 */
export const jsonNumberSource = (pkg: string): string => runtimeFile("bindings/java/JsonNumber.java").replace(/^package [\w.]+;$/m, `package ${pkg};`);

/**
 * `Json`: any JSON value as read (objects and arrays in order, numbers as `JsonNumber`, their text kept, `null` as
 * `JsonNull.NULL`), the type of every any-JSON field. A real Java file shipped as templates/bindings/java/Json.java.
 */
export const jsonSource = (pkg: string): string => runtimeFile("bindings/java/Json.java").replace(/^package [\w.]+;$/m, `package ${pkg};`);
