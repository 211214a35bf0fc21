import { CTS_TABLES_SOURCE } from './cts-tables.js';
import { GLAZING_SHGC_SOURCE } from './glazing-shgc.js';
import { MULTIPLE_ZONE_OUTDOOR_AIR_SOURCE } from './multiple-zone-outdoor-air.js';
import { RTS_TABLES_SOURCE } from './rts-tables.js';

/** One step of the building-load method, for the report and the reference library. */
export interface BuildingLoadMethodStep {
  readonly id: string;
  readonly title: string;
  readonly formula: string;
  readonly notes: string;
  readonly reference: string;
}

const F2021_CH14 = 'ASHRAE Handbook—Fundamentals (2021), ch. 14 "Climatic Design Information"';
const F2021_CH15 = 'ASHRAE Handbook—Fundamentals (2021), ch. 15 "Fenestration"';
const F2021_CH18 =
  'ASHRAE Handbook—Fundamentals (2021), ch. 18 "Nonresidential Cooling and Heating Load Calculations"';

/** The building-load method, step by step in the order `calculateBuildingLoadInput` applies it. */
export const BUILDING_LOAD_METHOD: readonly BuildingLoadMethodStep[] = [
  {
    id: 'designDay',
    title: 'Design-day temperatures',
    formula:
      't(h) = t_max − f(h)·DR, f(h) the fraction of the daily range for hour h (1.00 at hour 5, 0.00 at hours 14 and 15)',
    notes:
      'Each design month: its maximum dry bulb and mean daily range DR, from the weather file named as the source or entered. The fractions are those of the 2021 table (the table of the 2009 and later editions), not the older editions’ percentage of daily range. The outdoor humidity ratio is that of the design dry bulb with its mean coincident wet bulb at the standard pressure of the elevation, held for the day; the Handbook’s hourly wet-bulb profile (the same fractions applied to the mean coincident wet-bulb range) is not applied, as the design days carry no wet-bulb range. From an .epw, the 0.4 % dry bulb is the one exceeded by 0.4 % of the file’s hours and its mean coincident wet bulb the mean wet bulb of every hour within ±0.5 K of it, the hours exactly 0.5 K away included.',
    reference: `${F2021_CH14}, table 6 (fraction of daily temperature range)`,
  },
  {
    id: 'sun',
    title: 'Sun position and clear-sky irradiance',
    formula:
      'δ = 23.45° sin[360°(n + 284)/365]; AST = LST + ET/60 + (LON − LSM)/15; sin β = cos L cos δ cos H + sin L sin δ; E_b = E_0 exp(−τ_b m^ab), E_d = E_0 exp(−τ_d m^ad)',
    notes:
      'The 21st of each design month (day of the year n), each whole hour of local standard time: the loads are computed and reported in the hours of standard time, as in the Handbook’s single-room example, whose tables run in local standard hours. The declination δ is the Handbook’s equation; the equation of time ET is the Handbook’s Fourier series in Γ = 360°(n − 1)/365. τ_b, τ_d are the month’s clear-sky optical depths.',
    reference: `${F2021_CH14}, eq. 7 (apparent solar time), eq. 10 (declination), eqs. for position and the ASHRAE clear-sky model`,
  },
  {
    id: 'surfaceIrradiance',
    title: 'Irradiance on each surface',
    formula:
      'E_t = E_b max(cos θ, 0) + E_d Y + (E_b sin β + E_d) ρ_g (1 − cos Σ)/2 for walls, Y = max(0.45, 0.55 + 0.437 cos θ + 0.313 cos² θ); E_b cos θ + E_d for roofs and skylights',
    notes:
      'Walls are vertical (Σ = 90°) at the compass point of their outward normal, roofs and skylights horizontal (Σ = 0, no ground-reflected part). A tilted surface would take E_d (Y sin Σ + cos Σ) up to 90° and E_d Y sin Σ beyond.',
    reference: `${F2021_CH14}, clear-sky irradiance on a receiving surface (beam, sky diffuse with Y of eq. 28, ground-reflected)`,
  },
  {
    id: 'solAir',
    title: 'Sol-air temperature and wall and roof conduction',
    formula: 't_e = t_o + α E_t/h_o − ε ΔR/h_o; q_θ = Σ c_j U A (t_e,θ−j − t_rc)',
    notes:
      'A is the net opaque area: as entered, or, for a wall or roof with windows placed on it, its gross area less those windows (width × height × count each), and a placed window faces as its wall does (on a roof, a skylight). α/h_o 0.026 (light) or 0.052 (dark) m²·K/W; ε ΔR/h_o 3.9 K for horizontal surfaces, 0 for walls. The conduction time series c_j (24 terms summing to 1) is that of the wall or roof chosen for the construction from the Handbook’s representative constructions, or is computed from the construction’s layers (thickness, conductivity, density, specific heat, surface films) by periodic response factors: Y_Pj = Σ_n c_n Y(ω_n) e^{iω_n j}, the cross transfer function Y = 1/B of the layers’ transmission matrices at the harmonics ω_n of 24 h and c_n the Fourier coefficients of a unit triangular pulse, c_j = Y_Pj/U; a construction with neither conducts without time lag (one term), so that a heavy wall or roof of that kind peaks earlier and higher than with its CTS. A layered construction whose surface films are left blank takes them by the surface it is used for and the direction of heat flow: for the cooling load (its U and CTS) the films of table 18, outside F01 0.04 m²·K/W (3.4 m/s wind), inside F02 0.12 on a wall (heat flowing horizontally) and F03 0.16 under a roof (heat flowing down), as every roof of table 17 ends; for the heating load (its U) those of ch. 26 table 10 for heat flowing out, outside 0.030 (6.7 m/s winter wind), inside 0.12 on a wall and 0.11 under a roof (heat flowing up). Films entered apply to both loads; an entered U-factor is used as entered for both.',
    reference: `${F2021_CH18}, "Sol-Air Temperature" and "Conductive Heat Gain Using Conduction Time Series" (eq. 31, table 18 layers and films F01–F03); ASHRAE Handbook—Fundamentals (2021), ch. 26, table 10 "Surface Film Coefficients/Resistances"; Spitler and Fisher (1999), HVAC&R Research 5(2); ${CTS_TABLES_SOURCE}`,
  },
  {
    id: 'fenestration',
    title: 'Windows: conduction and solar heat gain',
    formula:
      'q_c = U A (t_o − t_i); q_b = A E_b cos θ SHGC(θ) IAC·F_sunlit; q_d = A (E_d + E_r) SHGC_D IAC',
    notes:
      'Window area = width × height × count; a window of a window type (the building’s window library) takes the type’s width, height, U-factor, SHGC, glazing type and interior shade, its count, orientation and exterior shading its own. The beam SHGC(θ) follows the center-of-glass SHGC of the window’s glazing type at 0°–80° incidence, linear between the angles and from the 80° value to 0 at 90° (grazing incidence, as the Handbook’s example interpolates), and the diffuse SHGC_D its hemispherical SHGC, both scaled by the window’s SHGC over the type’s normal-incidence value. A window whose glazing type is not named takes glazing 5b, uncoated clear double glazing 6 mm / 6 mm (0.70, 0.67, 0.64, 0.58, 0.45, 0.23 at 0°–80°, hemispherical 0.60): the Handbook’s fenestration heat gain takes SHGC(θ) and ⟨SHGC⟩_D from table 10, never the normal-incidence SHGC at every angle. The sunlit fraction under an overhang and side fins follows from the profile angle and the surface-solar azimuth. IAC = 1 for no interior shade; with a shade, its IAC applies to beam and diffuse alike and its radiant fraction is entered.',
    reference: `${F2021_CH15}, table 10 (glazing 5b for a window without a glazing type), fenestration heat gain and exterior shading; ${F2021_CH18}, eqs. 12–14 "Fenestration Direct Solar, Diffuse Solar, and Conductive Heat Gains", tables 13 and 30 (SHGC 0 at 90°); ${GLAZING_SHGC_SOURCE}`,
  },
  {
    id: 'internalGains',
    title: 'People, lighting and equipment',
    formula:
      'q_people = N (q_s, q_l) per activity; q_lights = LPD · A_floor; q_equipment = EPD · A_floor; each × schedule(h)',
    notes:
      'People gains per person from the activity table; radiant fraction of people 0.6 (table 14). The lighting and equipment radiant fractions are entered per room; the form offers the middle of table 3’s range for each luminaire category and table 14’s office equipment (0.10 with fan, 0.30 without) and motors (0.5, section 2.3). The schedule gives full gains from its start hour to its end hour and the unoccupied share otherwise; its presets (office, retail, school, 24/7 hours) are this tool’s assumptions, not values of a standard. Schedules are clock time. Where the site observes daylight saving time (its .ddy has a RunPeriodControl:DaylightSavingTime, or the engineer ticks it), on each design day under it, the 21st of the months it names (blank: March to October north of the equator, October to March south of it), the clock is an hour ahead of standard time (LST = DST − 1), so the hour ending h of standard time takes the schedule of the hour ending h + 1 on the clock: lights on from 7:00 to 19:00 daylight time are on in the standard hours ending 7:00 to 18:00, as in the Handbook’s example. The sun and the outdoor temperatures stay those of the standard hours.',
    reference: `${F2021_CH18}, table 1 (people), table 3 (lighting), table 14 (radiative/convective splits), single-room example part 1 and table 28 (schedules under daylight saving time); ${F2021_CH14}, eq. 9 (LST = DST − 1)`,
  },
  {
    id: 'rts',
    title: 'Radiant time series',
    formula: 'Q_θ = Σ r_j q_r,θ−j + q_convective,θ (24 terms, Σ r_j = 1)',
    notes:
      'Every sensible gain splits into its radiant and convective parts by table 14; the convective part is load at once. Radiant fractions: people 0.60, walls 0.46, roofs 0.60, window conduction 0.33 (SHGC > 0.5) or 0.46, solar through a window without interior shade 1.00, infiltration 0, lighting and equipment as entered. The transmitted beam of a window without interior shade becomes load through the room’s solar RTS (it falls on the floor and furnishings); its diffuse and ground-reflected solar, 100 % radiant by table 14, and every other radiant part (conduction, people, lighting, equipment) through the nonsolar RTS. With an interior shade the beam and diffuse solar take the shade’s radiant fraction and the nonsolar RTS. (The Handbook’s single-room example totals the diffuse with the conduction and splits both at 46 %; the default follows table 14, which makes solar heat gain through a window without interior shading 1.00 radiant.) The RTS is chosen by construction class, carpet and glass percentage (interior rooms: the interior series). The tables’ values come from a public transcription not checked against the printed Handbook; they were cross-checked against the RTS the engine computes for table 21’s representative rooms by the heat-balance procedure (an hourly heat balance pulsed with a unit radiant gain; room size, convection coefficients, window and solar distribution assumed where table 21 is silent): the computed series keep the tables’ order by construction, carpet and glass, and differ from them by up to 7.6 percentage points in hour 0 and 8.8 in the cumulative series for the nonsolar RTS (table 19), 11.9 and 14.2 for the solar RTS (table 20, the computed hour 0 lower). Latent gains are load at once.',
    reference: `${F2021_CH18}, "Radiant Time Series (RTS) Method" (§6.3 procedure; §6.6: solar RTS for direct transmitted solar, nonsolar RTS for diffuse solar and all other gains), table 14 (radiative/convective splits), single-room example part 3; ${RTS_TABLES_SOURCE}`,
  },
  {
    id: 'air',
    title: 'Infiltration and outdoor air',
    formula:
      'q_s = C_s Q Δt, q_l = C_l Q ΔW; C_s = 1.08 (ρ/ρ_std) Btu/h·cfm·°F, C_l = 4840 (ρ/ρ_std) Btu/h·cfm; ρ/ρ_std = p/101.325 kPa, p = 101.325 (1 − 2.25577e-5 Z)^5.2559 kPa',
    notes:
      'Infiltration is a room load. Outdoor air is a coil load of its system: by default the sum of its rooms’ outdoor air (enter it from ASHRAE 62.1), or the system’s own value. Every airflow, infiltration, outdoor air and supply, is a volume at the site’s pressure, the standard pressure of its elevation Z: a load in W is a mass flow, so the factors 1.08 and 4840 of standard air at sea level are scaled by the density at the site over that at sea level (at the same temperature, the ratio of the pressures: 0.961 at 337 m, 0.824 at 1,600 m). The same outdoor or infiltration airflow entered in cfm or L/s therefore carries less heat at altitude, and the same room load needs a larger supply volume (1.213 times at 1,600 m). The airflows entered are taken as volumes at the site, not converted from standard air.',
    reference: `${F2021_CH18}, "Infiltration and Ventilation Heat Gain" (eqs. 9–11: the constants are for standard air, adjusted by density at other altitudes); ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 3 (standard atmosphere) and eqs. 11 and 28 (density of moist air)`,
  },
  {
    id: 'peaks',
    title: 'Peaks of rooms, zones, systems and the building',
    formula: 'Block peak = max over months and hours of Σ rooms Q(month, h); ≤ Σ room peaks',
    notes:
      'Each room peaks at its own month and hour; a zone, system and the building at the highest hour of their summed loads (the coincident or block load).',
    reference: `${F2021_CH18}, zoning and block loads`,
  },
  {
    id: 'coil',
    title: 'Supply airflow and coil load',
    formula:
      'VAV: V = (q_s,block + q_fan) / (C_s (t_r − t_s)); constant volume: V = Σ V_zone + q_fan / (C_s (t_r − t_s)), V_zone = q_s,zone peak / (C_s (t_r,zone − t_s)); coil sensible = block room sensible (+ CV zones’ reheat) + C_s V_oa (t_o − t_r) + fan heat; coil latent = max(0, block room latent + C_l V_oa (W_o − W_r)); t_mix = t_r + (V_oa/V)(t_o − t_r), W_mix = W_r + (V_oa/V)(W_o − W_r)',
    notes:
      'Each system states its airflow control, which decides its design supply airflow. Variable air volume (VAV): the block (coincident) airflow, from the block sensible peak of its rooms (plus fan heat), each zone’s box sized for its own peak and turned down to the VAV minimum; files saved before the choice read as VAV and keep their figures. Constant volume (CV): the sum of its zones’ peak airflows, each from its zone’s own peak sensible load whenever it occurs (plus the fan heat’s airflow), the fan sized for that non-coincident sum; its boxes never turn down (the VAV minimum is not read), so at any hour its coil cools the whole airflow to the supply temperature and each zone reheats what its load then does not need: that reheat is in the coil’s sensible load. CV airflow ≥ VAV airflow, equal when the zones peak together. Supply airflow at the system’s supply-air temperature, with C_s and C_l at the site’s pressure (see infiltration and outdoor air). The outdoor air and the supply air are both volumes at the site, so V_oa/V is the outdoor air’s share of the mass; the mixed air entering the coil has that share of the outdoor humidity ratio, and its wet bulb is computed at the site’s pressure. A cooling coil only removes moisture: when the outdoor air is so much drier than the room (a dry climate) that it takes up more moisture than the rooms give off, the coil’s latent load is 0, not negative, its total is its sensible load, the rooms dry below their design humidity, and the results say so. The coil’s peak is the hour of its highest total, and its room side is the rooms’ block at that hour, not the block peak, so block (+ CV reheat) + outdoor air + fan heat = coil at one hour. Check figures: load per floor area, airflow per floor area, floor area per ton, each on a stated basis: coil-based (the coil’s total and supply airflow) or room-based (the rooms’ block peak and the supply airflow its sensible load needs).',
    reference: `${F2021_CH18}, zoning and block loads (constant volume: sum of zone peaks; VAV: block) and system heating and cooling load effects; ASHRAE Handbook—Fundamentals (2021), ch. 1, "Moist-Air Cooling and Dehumidification", eqs. 43–45 (adiabatic mixing) and 35 (wet bulb at a pressure)`,
  },
  {
    id: 'outdoorAir621',
    title: 'Outdoor air: ASHRAE 62.1 multiple-zone',
    formula:
      'V_bz = R_p P_z + R_a A_z; V_oz = V_bz/E_z; Z_pz = V_oz/V_pz; V_ou = D ΣR_p P_z + ΣR_a A_z; simplified: E_v = 0.88 D + 0.22 (D < 0.60) or 0.75; Appendix A: X_s = V_ou/V_ps, E_vz = 1 + X_s − Z_pz, E_v = min E_vz; V_ot = V_ou/E_v',
    notes:
      'Each zone of a system takes R_p and R_a from its occupancy category (office space when none is chosen), its people and floor area from its rooms, E_z from its air distribution configuration (ceiling supply of cool air, 1.0, when none is chosen), and V_pz, its primary airflow, from its block sensible peak at the system’s supply temperature. V_ps is the system’s supply airflow. Appendix A is evaluated with every zone at its design airflow and with every zone at its VAV minimum (the stated fraction of its design airflow) while the system delivers its design airflow, the conservative case (a lower V_ps raises X_s and every E_vz); the larger V_ot governs and its lowest-E_vz zone is the critical zone. A system of one zone takes V_ot = V_oz. The system’s method decides the outdoor air its coil takes: its rooms’ entered outdoor air (files saved before this step), 62.1 by the simplified procedure or by Appendix A, or an entered figure with the engineer’s reason. A 62.1 intake above the supply airflow is held to the supply (all outdoor air).',
    reference: MULTIPLE_ZONE_OUTDOOR_AIR_SOURCE,
  },
  {
    id: 'coilProcess',
    title: 'Coil process, fan heat and reheat',
    formula:
      'h_mix = h_r + x (h_o − h_r), W_mix = W_r + x (W_o − W_r), x = V_oa/V; W_leave = min(W_enter, W_r − q_l/(C_l V), W_s(t_leave)); t_leave = t_s − Δt_fan (draw-through) or t_s (blow-through); BF = (t_leave − t_ADP)/(t_enter − t_ADP); q_fan = V p_t/η_t (/η_m with the motor in the air), V = q_s/(C_s (t_r − t_s) − p_t/η_t); q_reheat = max(0, C_s V_min (t_r − t_s) − q_s,zone)',
    notes:
      'At the coil’s peak hour: outdoor and return air mixed adiabatically by mass; the fan’s rise Δt_fan = q_fan/(C_s V) added before the coil (blow-through) or after it (draw-through); the coil leaves the air at the humidity ratio that absorbs the rooms’ block latent load at that hour, never wetter than it entered nor beyond saturation. The apparatus dew point and bypass factor are the psychrometrics engine’s for that entering and leaving state (its cooling coil); a coil that removes no moisture is dry and has none. Fan heat is either entered or the fan engine’s shaft power at the supply airflow, solved with it. Each zone’s terminal reheat is what its VAV minimum airflow (a constant-volume system: its design airflow) at the system’s supply temperature would overcool it by at the coil’s peak hour.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 1, eqs. 43–45 (adiabatic mixing) and "Moist-Air Cooling and Dehumidification"; ch. 18, eqs. 9–11 and "Electric Motors"; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans" and ch. 23 "Air-Cooling and Dehumidifying Coils" (apparatus dew point, bypass factor)',
  },
  {
    id: 'heating',
    title: 'Heating load',
    formula:
      'q_room = Σ U A (t_i − t_o,heating) + C_s Q_inf (t_i − t_o,heating); q_system = Σ q_room + C_s V_oa max(0, t_i − t_o,heating); q_building = Σ q_room + Σ C_s V_oa max(0, t_i − t_o,heating)',
    notes:
      'Steady state at the heating design dry bulb, with no solar or internal credit; a layered wall or roof with blank films takes its heating U-factor (films for heat flowing out, see sol-air and conduction). A system’s heating load adds its outdoor air warmed to its warmest room’s heating temperature, and the building’s adds every system’s; a zone’s is its rooms’ only. The one figure is the one the equipment schedule and the energy design loads take. A heating design dry bulb above a room’s heating temperature makes its heating load negative, and the results say so.',
    reference: `${F2021_CH18}, "Heating Load Calculations"`,
  },
];
