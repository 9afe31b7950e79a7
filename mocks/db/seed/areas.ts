import type { Catalogue, AddressRow } from '../types';

/** 云南 53: cities and districts (GB/T 2260). */
export const AREAS: Catalogue['areas'] = [
  { code: '530000', name: '云南省', level: 'province' },
  { code: '530100', name: '昆明市', parentCode: '530000', level: 'city' },
  { code: '530102', name: '五华区', parentCode: '530100', level: 'district' },
  { code: '530103', name: '盘龙区', parentCode: '530100', level: 'district' },
  { code: '530111', name: '官渡区', parentCode: '530100', level: 'district' },
  { code: '530112', name: '西山区', parentCode: '530100', level: 'district' },
  { code: '530300', name: '曲靖市', parentCode: '530000', level: 'city' },
  { code: '530302', name: '麒麟区', parentCode: '530300', level: 'district' },
  { code: '530500', name: '保山市', parentCode: '530000', level: 'city' },
  { code: '530502', name: '隆阳区', parentCode: '530500', level: 'district' },
  { code: '532900', name: '大理白族自治州', parentCode: '530000', level: 'city' },
  { code: '532901', name: '大理市', parentCode: '532900', level: 'district' },
];

export const PROVINCE_NAME = '云南';

/** City of a district or city code. */
export function cityOf(code: string): string {
  return `${code.slice(0, 4)}00`;
}

export function areaName(code: string): string {
  return AREAS.find((a) => a.code === code)?.name ?? '';
}

/**
 * The standard-address tree (街道 → 小区 → 楼栋 → 单元 → 门牌) under 官渡区, plus one street in each
 * other Kunming district. 世纪城 is covered by FTTH; 金马花园 has no coverage.
 */
export function buildAddressTree(): AddressRow[] {
  const rows: AddressRow[] = [];
  const add = (r: AddressRow): void => {
    rows.push(r);
  };
  const estates: {
    district: string;
    street: string;
    streetName: string;
    code: string;
    name: string;
    buildings: number;
    cover?: AddressRow['coverage'];
  }[] = [
    {
      district: '530111',
      street: '53011101',
      streetName: '关上街道',
      code: '5301110101',
      name: '世纪城',
      buildings: 3,
      cover: { type: 'FTTH', maxMbps: 1000, freePorts: 24 },
    },
    {
      district: '530111',
      street: '53011101',
      streetName: '关上街道',
      code: '5301110102',
      name: '中铁佳苑',
      buildings: 2,
      cover: { type: 'FTTB', maxMbps: 300, freePorts: 6 },
    },
    {
      district: '530111',
      street: '53011102',
      streetName: '金马街道',
      code: '5301110201',
      name: '金马花园',
      buildings: 2,
    },
    {
      district: '530102',
      street: '53010201',
      streetName: '华山街道',
      code: '5301020101',
      name: '翠湖小区',
      buildings: 2,
      cover: { type: 'FTTH', maxMbps: 1000, freePorts: 12 },
    },
    {
      district: '530103',
      street: '53010301',
      streetName: '拓东街道',
      code: '5301030101',
      name: '金色年华',
      buildings: 2,
      cover: { type: 'FTTH', maxMbps: 500, freePorts: 8 },
    },
    {
      district: '530112',
      street: '53011201',
      streetName: '前卫街道',
      code: '5301120101',
      name: '前卫花园',
      buildings: 2,
      cover: { type: 'LAN', maxMbps: 100, freePorts: 2 },
    },
    {
      district: '530502',
      street: '53050201',
      streetName: '永昌街道',
      code: '5305020101',
      name: '保山新城',
      buildings: 2,
      cover: { type: 'FTTH', maxMbps: 500, freePorts: 10 },
    },
  ];
  const seenStreets = new Set<string>();
  const districts = new Set(estates.map((e) => e.district));
  for (const d of districts) {
    const name = AREAS.find((a) => a.code === d)?.name ?? d;
    add({ code: d, parentCode: cityOf(d), level: 'district', name });
  }
  for (const e of estates) {
    if (!seenStreets.has(e.street)) {
      seenStreets.add(e.street);
      add({ code: e.street, parentCode: e.district, level: 'street', name: e.streetName });
    }
    add({
      code: e.code,
      parentCode: e.street,
      level: 'estate',
      name: e.name,
      coverage: e.cover ?? { type: 'none', maxMbps: 0, freePorts: 0 },
    });
    for (let b = 1; b <= e.buildings; b++) {
      const bCode = `${e.code}${String(b).padStart(2, '0')}`;
      add({
        code: bCode,
        parentCode: e.code,
        level: 'building',
        name: `${b}栋`,
        coverage: e.cover ?? { type: 'none', maxMbps: 0, freePorts: 0 },
      });
      for (let u = 1; u <= 2; u++) {
        const uCode = `${bCode}${u}`;
        add({
          code: uCode,
          parentCode: bCode,
          level: 'unit',
          name: `${u}单元`,
          coverage: e.cover ?? { type: 'none', maxMbps: 0, freePorts: 0 },
        });
        for (const floor of [1, 2, 3, 5, 8]) {
          for (const door of [1, 2]) {
            const room = `${floor}0${door}`;
            add({
              code: `${uCode}${room.padStart(4, '0')}`,
              parentCode: uCode,
              level: 'door',
              name: `${room}室`,
              coverage: e.cover ?? { type: 'none', maxMbps: 0, freePorts: 0 },
            });
          }
        }
      }
    }
  }
  return rows;
}

/** "官渡区关上街道世纪城1栋2单元502室" from a door code. */
export function addressText(rows: AddressRow[], code: string): string {
  const parts: string[] = [];
  let cur = rows.find((r) => r.code === code);
  while (cur) {
    parts.unshift(cur.name);
    const parent = cur.parentCode;
    cur = parent ? rows.find((r) => r.code === parent) : undefined;
  }
  return parts.join('');
}
