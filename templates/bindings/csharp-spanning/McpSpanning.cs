#nullable enable

// Runtime of the version-spanning MCP types: Decode checks a message with the negotiated version's wire type,
// then fills the spanning type; Encode writes the spanning value as that version has it and lets the version's
// wire type check and write the result. Copied verbatim beside the generated spanning types (System.Text.Json only).

using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Nodes;
using System.Text.Json.Serialization;

namespace ModelContextProtocol.Schema;

/// <summary>A spanning type: one record or tagged union per construct across the versions spanned.</summary>
public interface IMcpSpanning
{
}

/// <summary>
/// The versions that have a spanning type, or a property of one (a property without it: every version of its type).
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Interface | AttributeTargets.Property | AttributeTargets.Field)]
public sealed class McpVersionsAttribute : Attribute
{
    public McpVersionsAttribute(params string[] versions) => Versions = versions;

    public IReadOnlyList<string> Versions { get; }
}

/// <summary>
/// A constant (a tag) that some versions require: Encode writes <see cref="Json"/> for the versions in
/// <see cref="RequiredIn"/> when the value leaves the property null.
/// </summary>
[AttributeUsage(AttributeTargets.Property)]
public sealed class McpConstantAttribute : Attribute
{
    public McpConstantAttribute(string json, params string[] requiredIn)
    {
        Json = json;
        RequiredIn = requiredIn;
    }

    public string Json { get; }

    public IReadOnlyList<string> RequiredIn { get; }
}

/// <summary>
/// A value that cannot be read or written as a version: a property set that the version lacks (<see cref="Pointer"/>
/// is its JSON pointer), or a type the version does not have (<see cref="Pointer"/> is empty).
/// </summary>
public sealed class McpVersionException : Exception
{
    public McpVersionException(string version, string pointer, string reason)
        : base(pointer.Length == 0 ? $"version {version}: {reason}" : $"version {version}: at {pointer}: {reason}")
    {
        Version = version;
        Pointer = pointer;
    }

    public string Version { get; }

    public string Pointer { get; }
}

/// <summary>Reads a tagged union's member by its tag (the version's wire type has checked it), writes the member.</summary>
public class McpTaggedConverter<TUnion> : JsonConverter<TUnion>
    where TUnion : class, IMcpSpanning
{
    private readonly string property;
    private readonly IReadOnlyDictionary<string, Type> members;

    protected McpTaggedConverter(string property, IReadOnlyDictionary<string, Type> members)
    {
        this.property = property;
        this.members = members;
    }

    public override TUnion? Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        using var document = JsonDocument.ParseValue(ref reader);
        var root = document.RootElement;
        if (root.ValueKind != JsonValueKind.Object || !root.TryGetProperty(property, out var tag) || tag.ValueKind != JsonValueKind.String)
        {
            throw new JsonException($"{typeof(TUnion).Name}: expected an object with a string {property}");
        }
        if (!members.TryGetValue(tag.GetString()!, out var member))
        {
            throw new JsonException($"{typeof(TUnion).Name}: unknown {property} {tag.GetRawText()}");
        }
        return (TUnion?)root.Deserialize(member, options);
    }

    public override void Write(Utf8JsonWriter writer, TUnion value, JsonSerializerOptions options) =>
        JsonSerializer.Serialize(writer, value, value.GetType(), options);
}

/// <summary>Reads and writes the spanning types as one version: that version's wire types check every message.</summary>
public static partial class McpSpanning
{
    /// <summary>
    /// Reads <paramref name="json"/> as <paramref name="version"/>'s <typeparamref name="T"/>: that version's wire
    /// type checks it (its JsonException names the path), then the text it writes back fills a T. A key that is
    /// not a property of the version stays in the record's unlisted properties, even one another version defines.
    /// </summary>
    public static T Decode<T>(string version, string json)
        where T : class, IMcpSpanning
    {
        var wire = WireType(typeof(T), version);
        var checkedValue = JsonSerializer.Deserialize(json, wire) ?? throw new JsonException("null is not a " + typeof(T).Name);
        var canonical = JsonSerializer.Serialize(checkedValue, wire);
        var value = JsonSerializer.Deserialize<T>(canonical) ?? throw new JsonException("null is not a " + typeof(T).Name);
        Unlist(value, version);
        return value;
    }

    /// <summary>
    /// Writes <paramref name="value"/> as <paramref name="version"/>: a property set that the version lacks is a
    /// <see cref="McpVersionException"/> at its JSON pointer; the constants the version requires are filled in;
    /// then the version's wire type checks the text and writes it.
    /// </summary>
    public static string Encode<T>(string version, T value)
        where T : class, IMcpSpanning
    {
        var type = WireTypes.ContainsKey(typeof(T)) ? typeof(T) : value.GetType();
        var wire = WireType(type, version);
        var node = ToNode(value, version, "");
        var checkedValue = node.Deserialize(wire) ?? throw new JsonException("null is not a " + type.Name);
        return JsonSerializer.Serialize(checkedValue, wire);
    }

    /// <summary>The versions that have each property of a spanning record, by wire name.</summary>
    public static IReadOnlyDictionary<string, IReadOnlyList<string>> FieldVersions(Type record)
    {
        var all = record.GetCustomAttribute<McpVersionsAttribute>()?.Versions ?? Versions;
        var versions = new Dictionary<string, IReadOnlyList<string>>();
        foreach (var property in Listed(record))
        {
            versions[property.GetCustomAttribute<JsonPropertyNameAttribute>()!.Name] = property.GetCustomAttribute<McpVersionsAttribute>()?.Versions ?? all;
        }
        return versions;
    }

    private static Type WireType(Type type, string version)
    {
        if (!WireTypes.TryGetValue(type, out var byVersion))
        {
            throw new ArgumentException($"{type} is not a spanning type");
        }
        if (!byVersion.TryGetValue(version, out var wire))
        {
            throw new McpVersionException(version, "", $"{type.Name} is not in this version");
        }
        return wire;
    }

    /// <summary>The properties of a record that are keys on the wire, in declaration order.</summary>
    private static IEnumerable<PropertyInfo> Listed(Type record) =>
        record.GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.GetCustomAttribute<JsonPropertyNameAttribute>() is not null)
            .OrderBy(p => p.MetadataToken);

    private static PropertyInfo? Unlisted(Type record) =>
        record.GetProperties(BindingFlags.Public | BindingFlags.Instance).FirstOrDefault(p => p.GetCustomAttribute<JsonExtensionDataAttribute>() is not null);

    private static string Pointer(string parent, string key) => parent + "/" + key.Replace("~", "~0").Replace("/", "~1");

    private static JsonNode? ToNode(object? value, string version, string pointer)
    {
        switch (value)
        {
            case null:
                return null;
            case JsonElement element:
                return JsonNode.Parse(element.GetRawText());
            case string or bool or long or decimal or Enum:
                return JsonSerializer.SerializeToNode(value, value.GetType());
            case IMcpSpanning record:
                return RecordNode(record, version, pointer);
            case IDictionary map:
            {
                var o = new JsonObject();
                foreach (DictionaryEntry entry in map)
                {
                    var key = (string)entry.Key;
                    o[key] = ToNode(entry.Value, version, Pointer(pointer, key));
                }
                return o;
            }
            case IEnumerable items:
            {
                var a = new JsonArray();
                var index = 0;
                foreach (var item in items)
                {
                    a.Add(ToNode(item, version, pointer + "/" + index++));
                }
                return a;
            }
            default:
                return JsonSerializer.SerializeToNode(value, value.GetType());
        }
    }

    private static JsonObject RecordNode(IMcpSpanning record, string version, string pointer)
    {
        var type = record.GetType();
        var o = new JsonObject();
        foreach (var property in Listed(type))
        {
            var wire = property.GetCustomAttribute<JsonPropertyNameAttribute>()!.Name;
            var value = property.GetValue(record);
            var versions = property.GetCustomAttribute<McpVersionsAttribute>()?.Versions;
            if (value is null)
            {
                var constant = property.GetCustomAttribute<McpConstantAttribute>();
                if (constant is not null && constant.RequiredIn.Contains(version))
                {
                    o[wire] = JsonNode.Parse(constant.Json);
                }
                continue;
            }
            if (versions is not null && !versions.Contains(version))
            {
                throw new McpVersionException(version, Pointer(pointer, wire), "not a property of this version");
            }
            o[wire] = ToNode(value, version, Pointer(pointer, wire));
        }
        if (Unlisted(type)?.GetValue(record) is Dictionary<string, JsonElement> unlisted)
        {
            foreach (var (key, element) in unlisted)
            {
                if (!o.ContainsKey(key))
                {
                    o[key] = JsonNode.Parse(element.GetRawText());
                }
            }
        }
        return o;
    }

    /// <summary>Moves the properties <paramref name="version"/> lacks that a decoded value holds into its unlisted properties.</summary>
    private static void Unlist(object? value, string version)
    {
        switch (value)
        {
            case null or string or JsonElement:
                return;
            case IMcpSpanning record:
            {
                var type = record.GetType();
                var unlisted = Unlisted(type);
                foreach (var property in Listed(type))
                {
                    var held = property.GetValue(record);
                    var versions = property.GetCustomAttribute<McpVersionsAttribute>()?.Versions;
                    if (held is not null && unlisted is not null && versions is not null && !versions.Contains(version))
                    {
                        var extra = unlisted.GetValue(record) as Dictionary<string, JsonElement> ?? new Dictionary<string, JsonElement>();
                        extra[property.GetCustomAttribute<JsonPropertyNameAttribute>()!.Name] = JsonSerializer.SerializeToElement(held, property.PropertyType);
                        unlisted.SetValue(record, extra);
                        property.SetValue(record, null);
                        continue;
                    }
                    Unlist(held, version);
                }
                return;
            }
            case IDictionary map:
                foreach (DictionaryEntry entry in map)
                {
                    Unlist(entry.Value, version);
                }
                return;
            case IEnumerable items:
                foreach (var item in items)
                {
                    Unlist(item, version);
                }
                return;
        }
    }
}
