-- Conversations routed by capacity. A room waits in the routing queue from `routing_since` (the
-- member's new conversation, or their message reopening it, with nobody owning it) until the
-- router assigns it. `route_on_message`: the room was created while routing was on, so its first
-- member message queues it; rooms from before (the seed's) stay for a person to take.
ALTER TABLE support_rooms ADD COLUMN routing_since timestamptz;
ALTER TABLE support_rooms ADD COLUMN route_on_message boolean NOT NULL DEFAULT false;
-- When the router gave the room its owner (NULL once a person assigns it): only these return to
-- the queue when their agent stays offline.
ALTER TABLE support_rooms ADD COLUMN routed_at timestamptz;
CREATE INDEX support_rooms_routing_idx ON support_rooms (routing_since)
  WHERE routing_since IS NOT NULL;

-- Per support-capable staff member: their own capacity (NULL: the default), when the router last
-- gave them a conversation (ties go to the longest idle) and when a socket of theirs was last
-- heard (an agent gone for 10 minutes loses their unanswered conversations to the queue).
CREATE TABLE support_agent_routing (
  admin_id text PRIMARY KEY REFERENCES admins (id),
  capacity integer CHECK (capacity >= 0),
  last_routed_at timestamptz,
  last_online_at timestamptz
);

-- Every connected staff socket that may chat, on any api instance, refreshed while it lives:
-- online = a row seen recently and not away.
CREATE TABLE support_agent_sockets (
  socket_id text PRIMARY KEY,
  admin_id text NOT NULL REFERENCES admins (id),
  seen_at timestamptz NOT NULL,
  away boolean NOT NULL DEFAULT false
);
CREATE INDEX support_agent_sockets_admin_idx ON support_agent_sockets (admin_id);

-- Rooms created while routing is on are routed on their first member message.
CREATE FUNCTION support_rooms_route_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.route_on_message := COALESCE(
    (SELECT (value ->> 'enabled')::boolean FROM app_settings WHERE key = 'support_routing'), false);
  RETURN NEW;
END $$;
CREATE TRIGGER support_rooms_route_new BEFORE INSERT ON support_rooms
  FOR EACH ROW EXECUTE FUNCTION support_rooms_route_new();
