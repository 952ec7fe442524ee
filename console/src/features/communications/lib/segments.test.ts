import { describe, expect, it } from 'vitest'
import { countSegments, isGsm, nonGsmCharacters, voiceMinutes } from './segments'

describe('countSegments (mirrors tenantapi/communications/text)', () => {
  it('counts nothing for an empty text', () => {
    expect(countSegments('')).toMatchObject({ encoding: 'GSM-7', characters: 0, segments: 0 })
  })

  it('GSM-7: one segment up to 160, then 153 a segment', () => {
    expect(countSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0 })
    expect(countSegments('a'.repeat(161))).toMatchObject({ segments: 2 })
    expect(countSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 })
    expect(countSegments('a'.repeat(307))).toMatchObject({ segments: 3 })
    expect(countSegments('a'.repeat(153 * 3))).toMatchObject({ segments: 3 })
  })

  it('GSM-7 extension characters count two and are never split', () => {
    expect(countSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', characters: 80, units: 160, segments: 1 })
    expect(countSegments('€'.repeat(80) + 'a')).toMatchObject({ units: 161, segments: 2 })
    // 152 plain characters then a two-septet one: it does not fit in the first 153 and starts the second.
    expect(countSegments('a'.repeat(152) + '{' + 'a'.repeat(10))).toMatchObject({ units: 164, segments: 2, remaining: 153 - 12 })
    expect(countSegments('a'.repeat(152) + '{' + 'a'.repeat(152))).toMatchObject({ segments: 3 })
    expect(countSegments('a'.repeat(151) + '{' + 'a'.repeat(153))).toMatchObject({ segments: 2 })
  })

  it('UCS-2: one segment up to 70, then 67 a segment', () => {
    expect(countSegments('é'.repeat(1) + 'ж'.repeat(69))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 })
    expect(countSegments('ж'.repeat(70))).toMatchObject({ segments: 1, remaining: 0 })
    expect(countSegments('ж'.repeat(71))).toMatchObject({ segments: 2 })
    expect(countSegments('ж'.repeat(134))).toMatchObject({ segments: 2, remaining: 0 })
    expect(countSegments('ж'.repeat(135))).toMatchObject({ segments: 3 })
  })

  it('one character outside GSM-7 makes the whole text UCS-2', () => {
    expect(countSegments('a'.repeat(100))).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(countSegments('a'.repeat(99) + '’')).toMatchObject({ encoding: 'UCS-2', segments: 2 })
  })

  it('an emoji is two code units and a surrogate pair is never split', () => {
    expect(countSegments('😀'.repeat(35))).toMatchObject({ encoding: 'UCS-2', characters: 35, units: 70, segments: 1 })
    expect(countSegments('😀'.repeat(35) + 'a')).toMatchObject({ units: 71, segments: 2 })
    // 66 units then a pair: the pair starts the second segment.
    expect(countSegments('ж'.repeat(66) + '😀' + 'ж'.repeat(5))).toMatchObject({ units: 73, segments: 2, remaining: 67 - 7 })
  })

  it('knows the GSM-7 alphabet', () => {
    expect(isGsm('Hello {first_name}, see you Sunday! @ £5 ¿ñ?')).toBe(true)
    expect(isGsm('It’s')).toBe(false)
    expect(nonGsmCharacters('It’s “great” ’')).toEqual(['’', '“', '”'])
  })
})

describe('voiceMinutes', () => {
  it('is the started minutes at 150 words a minute', () => {
    expect(voiceMinutes('  ')).toBe(0)
    expect(voiceMinutes('word '.repeat(150))).toBe(1)
    expect(voiceMinutes('word '.repeat(151))).toBe(2)
  })
})
