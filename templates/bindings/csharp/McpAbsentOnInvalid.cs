/// <summary>
/// An overlay's <c>loosen</c> with <c>onInvalid: "absent"</c>: a value of the property that does not
/// decode as <typeparamref name="T"/> reads as absent (the property is null), as the peer's SDK reads it;
/// a value that decodes is kept and written back as read. Placed on the property with
/// <c>[JsonConverter(typeof(McpAbsentOnInvalid&lt;T&gt;))]</c>; the file's usings supply the names.
/// </summary>
public sealed class McpAbsentOnInvalid<T> : JsonConverter<T>
{
    public override T? Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        using var document = JsonDocument.ParseValue(ref reader);
        try
        {
            return document.RootElement.Deserialize<T>(options);
        }
        catch (JsonException)
        {
            return default;
        }
        catch (FormatException)
        {
            return default;
        }
        catch (InvalidOperationException)
        {
            return default;
        }
    }

    public override void Write(Utf8JsonWriter writer, T value, JsonSerializerOptions options) =>
        JsonSerializer.Serialize(writer, value, options);
}
