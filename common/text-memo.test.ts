import { describe, expect, it } from "vitest";
import { TextMemo } from "./text-memo";

describe("TextMemo", () => {
  it("parses a text once and hands out the same frozen value for it", () => {
    let parses = 0;
    const memo = new TextMemo((json) => {
      parses++;
      return JSON.parse(json) as { list: number[]; inner: { a: number } };
    });
    const first = memo.get('{"list":[1,2],"inner":{"a":1}}');
    const second = memo.get('{"list":[1,2],"inner":{"a":1}}');
    expect(second).toBe(first);
    expect(parses).toBe(1);
    expect(Object.isFrozen(first.list) && Object.isFrozen(first.inner)).toBe(true);
    expect(() => first.list.push(3)).toThrow(TypeError);
    expect(memo.get('{"list":[3],"inner":{"a":2}}').list).toEqual([3]);
    expect(parses).toBe(2);
  });

  it("starts over when the texts it keeps would pass its size", () => {
    let parses = 0;
    const memo = new TextMemo((json) => {
      parses++;
      return json.length;
    }, 10);
    memo.get("123456");
    memo.get("abcdef");
    memo.get("123456");
    expect(parses).toBe(3);
  });

  it("lets a parse error through and remembers nothing for the text", () => {
    const memo = new TextMemo((json) => JSON.parse(json) as unknown);
    expect(() => memo.get("{broken")).toThrow(SyntaxError);
    expect(() => memo.get("{broken")).toThrow(SyntaxError);
  });
});
