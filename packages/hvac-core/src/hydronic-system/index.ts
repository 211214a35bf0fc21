/**
 * Hydronic systems: a two-pipe chilled- or hot-water network (direct or reverse return) of supply
 * and return sections, terminals and the plant; losses by Darcy–Colebrook or Hazen–Williams, Crane
 * fittings, tees by flow ratio and reducers; the index circuit; control valves sized for their
 * authority; balancing-valve presets; the pump's duty point on a fitted curve; and the network
 * solved at part load by Newton's method.
 */
export * from './balancing.js';
export * from './calculate-hydronic-system.js';
export * from './convert-input.js';
export * from './curve-fit.js';
export * from './default-input.js';
export * from './fields.js';
export * from './index-circuit.js';
export * from './loads-from-building.js';
export * from './losses.js';
export * from './method.js';
export {
  buildHydronicNetwork,
  hydronicEdgeFlows,
  hydronicEdgeLoss,
  hydronicTeeLossPa,
} from './network.js';
export type {
  HydronicEdgeLoss,
  HydronicNetwork,
  HydronicCircuit,
  HydronicNetworkComponent,
  HydronicEdge,
  HydronicNetworkFitting,
  HydronicRun,
  HydronicTee,
} from './network.js';
export * from './network-solve.js';
export * from './pump-duty.js';
export * from './schema.js';
export * from './size-pipes.js';
export { analyseHydronicTopology } from './topology.js';
export type { HydronicTopology, HydronicTopologyInput, HydronicTopologyIssue } from './topology.js';
export * from './valve-bodies.js';
export * from './valves.js';
