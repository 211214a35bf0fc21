/**
 * Heat-transfer liquids: properties of water and aqueous ethylene and propylene glycol (CoolProp
 * 8.0.0 tables) and the vapour pressure of water (IAPWS-IF97).
 */
export * from './fluid-properties.js';
export * from './schema.js';
export * from './vapour-pressure.js';
